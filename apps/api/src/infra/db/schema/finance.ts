import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The platform's settlement with the shops (ADR 0049). A mall day (UTC+8) is settled
 * once, after it ends, by the `finance.settle` job: one `finance_settled_days` row and, in the same
 * transaction, one `finance_settlements` row per shop with sales or refunds that day. Amounts in
 * fen. A settled row never changes: a refund of an order of a settled day made on a later day is an
 * `finance_adjustments` line of the later day's settlement (refund id unique: counted once).
 */
export const financeSettledDays = pgTable("finance_settled_days", {
  day: text("day").primaryKey(),
  shops: integer("shops").notNull(),
  settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
});

export const financeSettlements = pgTable(
  "finance_settlements",
  {
    shopId: integer("shop_id").notNull(),
    day: text("day").notNull(),
    orders: integer("orders").notNull(),
    paid: bigint("paid", { mode: "number" }).notNull(),
    refunds: bigint("refunds", { mode: "number" }).notNull(),
    commission: bigint("commission", { mode: "number" }).notNull(),
    adjustment: bigint("adjustment", { mode: "number" }).notNull(),
    owed: bigint("owed", { mode: "number" }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.day] }),
    index("finance_settlements_day_idx").on(t.day, t.shopId),
    check("finance_settlements_owed", sql`${t.owed} = ${t.paid} - ${t.refunds} - ${t.commission} - ${t.adjustment}`),
  ],
);

export const financeAdjustments = pgTable(
  "finance_adjustments",
  {
    refundId: bigint("refund_id", { mode: "number" }).primaryKey(),
    shopId: integer("shop_id").notNull(),
    /** The settlement (shop, day) it reduces. */
    day: text("day").notNull(),
    refundSn: text("refund_sn").notNull(),
    orderNumber: text("order_number").notNull(),
    orderDay: text("order_day").notNull(),
    refundAmount: bigint("refund_amount", { mode: "number" }).notNull(),
    commissionBack: bigint("commission_back", { mode: "number" }).notNull(),
  },
  (t) => [index("finance_adjustments_settlement_idx").on(t.shopId, t.day)],
);
