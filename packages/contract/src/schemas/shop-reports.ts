import { z } from "zod";
import { shopDayFigures } from "./dashboard.ts";
import { flowFunnelRow, flowPageRow, flowSourceRow } from "./flow.ts";

/*
 * The seller center's reports (`/m/report/…`, permission "reports"), for any day or range of mall
 * days (UTC+8, inclusive, at most REPORT_MAX_DAYS):
 *   GET /m/report/sales?from=&to=   sales by day from the maintained daily figures
 *   GET /m/report/flow?from=&to=    the flow report (pages, sources, product funnel) summed over the days
 */

export const REPORT_MAX_DAYS = 366;

const day = z.string({ error: "v.reportRange" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.reportRange" });

/** Whole days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const reportRangeQuery = z.object({ from: day, to: day }).refine(
  (q) => {
    const n = reportDays(q.from, q.to);
    return Number.isFinite(n) && n >= 1 && n <= REPORT_MAX_DAYS;
  },
  { error: "v.reportRange", path: ["to"] },
);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first (days without figures are zeros). */
  days: z.array(shopDayFigures),
  total: z.object({
    paidAmount: z.number(),
    paidOrders: z.number(),
    refundAmount: z.number(),
    refunds: z.number(),
  }),
});
export type SalesReport = z.infer<typeof salesReport>;

/**
 * The flow report summed over a range. `uv` of a page (and a funnel's counts) add each day's
 * distinct visitors: a visitor who came on two days counts twice.
 */
export const flowRangeReport = z.object({
  from: z.string(),
  to: z.string(),
  /** How many days of the range the flow aggregation has covered (today's is computed live). */
  aggregatedDays: z.number(),
  pages: z.array(flowPageRow),
  sources: z.array(flowSourceRow),
  funnel: z.array(flowFunnelRow),
});
export type FlowRangeReport = z.infer<typeof flowRangeReport>;
