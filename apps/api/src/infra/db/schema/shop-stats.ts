import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * A shop's figures per mall day (UTC+8), maintained as things happen so the seller center's
 * dashboard reads a few rows however many orders there are (ADR 0035):
 * - paidAmount / paidOrders: by database triggers in the statement that marks an order paid
 *   (orders.paid_at set), on the day it was paid; refundAmount / refunds: in the statement that
 *   makes an after-sales application succeed (refunds.status → 5), on the day of the refund.
 *   Row-level upserts with `+=`: exact under concurrent payments and refunds;
 * - visitors: distinct visitors of the shop's pages that day, written by the flow aggregation
 *   (null until that day is aggregated).
 * Amounts in fen.
 */
export const shopDailyStats = pgTable(
  "shop_daily_stats",
  {
    shopId: integer("shop_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    paidAmount: bigint("paid_amount", { mode: "number" }).notNull().default(0),
    paidOrders: integer("paid_orders").notNull().default(0),
    refundAmount: bigint("refund_amount", { mode: "number" }).notNull().default(0),
    refunds: integer("refunds").notNull().default(0),
    visitors: integer("visitors"),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);
