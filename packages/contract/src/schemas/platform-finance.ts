import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idSchema } from "../validation.ts";
import { passwordSchema } from "./account.ts";
import { platformRoleSchema } from "./platform-staff.ts";
import { REPORT_MAX_DAYS, reportDays } from "./shop-reports.ts";

/*
 * The platform console's finance, reports and staff (`/admin/…`). Money is in fen
 * (integers) everywhere; days are mall days (UTC+8) "yyyy-MM-dd".
 *   GET /admin/finance/settlements?shopId=&from=&to=&current=&size=   settled shop-days, paged, with totals
 *   GET /admin/finance/settlements/csv?shopId=&from=&to=              the same rows as CSV (UTF-8 with BOM)
 *   GET /admin/report/sales?from=&to=                                 mall-wide sales by day, shop and category
 *   GET /admin/report/flow?from=&to=                                  the mall's flow report over the days
 *   /admin/staff/…                                                    platform accounts and the operation log
 */

const day = z.string({ error: "v.reportRange" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.reportRange" });

/** A range of mall days, both included, at most REPORT_MAX_DAYS. */
const inRange = (q: { from?: string; to?: string }) => {
  if (!q.from || !q.to) return true;
  const n = reportDays(q.from, q.to);
  return Number.isFinite(n) && n >= 1 && n <= REPORT_MAX_DAYS;
};

export const settlementFilter = z
  .object({ shopId: idSchema.optional(), from: day.optional(), to: day.optional() })
  .refine(inRange, { error: "v.reportRange", path: ["to"] });
export type SettlementFilter = z.infer<typeof settlementFilter>;

export const settlementQuery = pageQuery
  .extend({ shopId: idSchema.optional(), from: day.optional(), to: day.optional() })
  .refine(inRange, { error: "v.reportRange", path: ["to"] });
export type SettlementQuery = z.infer<typeof settlementQuery>;

/**
 * A refund of an order of an already settled day: it reduces the settlement of the day it
 * happened, as this line, and never changes the settled day.
 */
export const settlementAdjustment = z.object({
  refundSn: z.string(),
  orderNumber: z.string(),
  /** The mall day the order was paid (already settled). */
  orderDay: z.string(),
  refundAmount: z.number(),
  /** The commission the platform gives back on the refunded amount. */
  commissionBack: z.number(),
});
export type SettlementAdjustment = z.infer<typeof settlementAdjustment>;

/** One shop's settled mall day. owed = paid − refunds − commission − adjustment. */
export const settlementRow = z.object({
  shopId: z.number(),
  shopName: z.string(),
  day: z.string(),
  /** Orders paid that day. */
  orders: z.number(),
  /** What buyers paid for the shop's orders paid that day (goods and freight). */
  paid: z.number(),
  /** Refunds that day of orders paid that day. */
  refunds: z.number(),
  /** The platform's commission: per line at its category's rate, less what it gives back on refunds. */
  commission: z.number(),
  /** Refunds that day of orders of earlier (settled) days, less the commission given back. */
  adjustment: z.number(),
  adjustments: z.array(settlementAdjustment),
  /** What the mall owes the shop for the day (may be negative after adjustments). */
  owed: z.number(),
  /** yyyy-MM-dd HH:mm:ss, mall time. */
  settledAt: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

const settlementTotals = z.object({
  orders: z.number(),
  paid: z.number(),
  refunds: z.number(),
  commission: z.number(),
  adjustment: z.number(),
  owed: z.number(),
});

export const settlementPage = z.object({
  records: z.array(settlementRow),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  pages: z.number(),
  /** Sums over every row the filter matches (not only this page). */
  totals: settlementTotals,
  /** The last settled mall day (null before the first settlement). */
  lastSettledDay: z.string().nullable(),
});
export type SettlementPage = z.infer<typeof settlementPage>;

/** `GET /admin/report/sales` → sales of the whole mall over the range. */
export const platformSalesQuery = z
  .object({ from: day, to: day })
  .refine(inRange, { error: "v.reportRange", path: ["to"] });

const salesFigures = { paid: z.number(), orders: z.number(), refunds: z.number() };
export const platformSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first (zeros where nothing was sold). */
  days: z.array(z.object({ day: z.string(), ...salesFigures })),
  /** Shops by paid amount, largest first. */
  shops: z.array(z.object({ shopId: z.number(), shopName: z.string(), ...salesFigures })),
  /** First-level categories by paid goods amount (lines' paid amounts), largest first. */
  categories: z.array(
    z.object({ categoryId: z.number(), categoryName: z.string(), paid: z.number(), items: z.number() }),
  ),
  total: z.object(salesFigures),
});
export type PlatformSalesReport = z.infer<typeof platformSalesReport>;

/* ---- platform staff (super only) ---- */

export const platformStaffMember = z.object({
  staffId: z.number(),
  userName: z.string(),
  name: z.string(),
  role: platformRoleSchema,
  status: z.number(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type PlatformStaffMember = z.infer<typeof platformStaffMember>;

export const platformStaffCreateBody = z.object({
  userName: z
    .string({ error: "v.merchantAccount" })
    .trim()
    .regex(/^[A-Za-z0-9_]{3,30}$/, { error: "v.merchantAccount" }),
  name: z
    .string({ error: "v.staffName" })
    .trim()
    .refine(
      (v) => {
        const n = Array.from(v).length;
        return n >= 1 && n <= 20 && !/[<>\p{Cc}\p{Cf}]/u.test(v);
      },
      { error: "v.staffName" },
    ),
  role: platformRoleSchema,
  password: passwordSchema,
});
export type PlatformStaffCreateBody = z.input<typeof platformStaffCreateBody>;
export const platformStaffRoleBody = z.object({ role: platformRoleSchema });

/** `GET /admin/oplog/page?action=&staffId=&from=&to=`: the console's log, newest first. */
export const platformOpLogQuery = pageQuery.extend({
  action: z
    .string({ error: "v.opLogAction" })
    .regex(/^[a-z][a-zA-Z]*\.[a-zA-Z.]+$/, { error: "v.opLogAction" })
    .optional(),
  staffId: idSchema.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PlatformOpLogQuery = z.output<typeof platformOpLogQuery>;

export const platformOpLogEntry = z.object({
  id: z.number(),
  staffId: z.number().nullable(),
  userName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PlatformOpLogEntry = z.infer<typeof platformOpLogEntry>;
