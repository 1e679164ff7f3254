import { reportDays, type SalesReport, type ShopDashboard, type ShopDayFigures } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { dailyRows, todoCounts } from "./queries.ts";

const DAY_MS = 86_400_000;
export const TREND_DAYS = 30;

type Row = Awaited<ReturnType<typeof dailyRows>>[number];

function figures(day: string, r: Row | undefined): ShopDayFigures {
  const visitors = r?.visitors ?? null;
  const paidOrders = r?.paidOrders ?? 0;
  return {
    day,
    paidAmount: r?.paidAmount ?? 0,
    paidOrders,
    refundAmount: r?.refundAmount ?? 0,
    refunds: r?.refunds ?? 0,
    visitors,
    conversion: visitors ? Math.round((paidOrders / visitors) * 10_000) / 10_000 : null,
  };
}

/**
 * The seller center's dashboard: one primary-key range of the maintained daily figures (30 rows at
 * most) and four indexed counts, never a scan of the shop's orders (ADR 0035).
 */
export async function shopDashboard(ctx: AppContext, shopId: number): Promise<ShopDashboard> {
  const now = nowMs(ctx);
  const days = Array.from({ length: TREND_DAYS }, (_, i) => mallDate(now - (TREND_DAYS - 1 - i) * DAY_MS));
  const [rows, todo] = await Promise.all([
    dailyRows(ctx.database.db, shopId, days[0]!, days.at(-1)!),
    todoCounts(ctx.database, shopId),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const trend = days.map((d) => figures(d, byDay.get(d)));
  return { today: trend.at(-1)!, yesterday: trend.at(-2)!, todo, trend };
}

/** Every mall day from `from` to `to` (inclusive), oldest first. */
function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: reportDays(from, to) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Sales by day over a range (the report page): the same maintained rows as the dashboard, by primary key. */
export async function salesReport(ctx: AppContext, shopId: number, from: string, to: string): Promise<SalesReport> {
  const rows = await dailyRows(ctx.database.db, shopId, from, to);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = daysOf(from, to).map((d) => figures(d, byDay.get(d)));
  const total = { paidAmount: 0, paidOrders: 0, refundAmount: 0, refunds: 0 };
  for (const d of days) {
    total.paidAmount += d.paidAmount;
    total.paidOrders += d.paidOrders;
    total.refundAmount += d.refundAmount;
    total.refunds += d.refunds;
  }
  return { from, to, days, total };
}
