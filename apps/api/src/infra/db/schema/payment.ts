import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { trades } from "./order.ts";
import { memberOrders } from "./member.ts";
import { recharges } from "./recharge.ts";

/**
 * A payment attempt with an external gateway (WeChat Pay Native): the prepay order the QR code
 * stands for. It fixes the amount and which orders it pays (orders: [{orderNumber, amount}]),
 * so a notification is checked against it. status: NOTPAY → SUCCESS (paid) | CLOSED.
 * providerTxnId (the gateway's transaction id) is unique: one transaction applies once.
 * It pays exactly one of: a trade (payNo), a balance top-up (rechargeNo) or a membership purchase
 * (memberOrderNo); orders is empty for the last two.
 */
export const payAttempts = pgTable(
  "pay_attempts",
  {
    prepayId: text("prepay_id").primaryKey(),
    payNo: text("pay_no").references(() => trades.payNo),
    rechargeNo: text("recharge_no").references(() => recharges.rechargeNo, { onDelete: "cascade" }),
    memberOrderNo: text("member_order_no").references(() => memberOrders.orderNo, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    payType: smallint("pay_type").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    orders: jsonb("orders").$type<{ orderNumber: string; amount: number }[]>().notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("NOTPAY"),
    providerTxnId: text("provider_txn_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("pay_attempts_pay_no_idx").on(t.payNo, t.createdAt),
    uniqueIndex("pay_attempts_txn_uq").on(t.providerTxnId),
    check("pay_attempts_amount_pos", sql`${t.amount} > 0`),
    check("pay_attempts_one_purpose", sql`num_nonnulls(${t.payNo}, ${t.rechargeNo}, ${t.memberOrderNo}) = 1`),
    index("pay_attempts_recharge_idx").on(t.rechargeNo),
    index("pay_attempts_member_order_idx").on(t.memberOrderNo),
  ],
);

/**
 * Every verified payment notification, unique per (provider, eventId): a replay inserts
 * nothing and changes nothing. outcome: paid | late_refunded | duplicate_refunded | partial
 * (some orders paid, the rest credited to the balance) | ignored (attempt already settled).
 */
export const payNotifications = pgTable(
  "pay_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    prepayId: text("prepay_id").notNull(),
    providerTxnId: text("provider_txn_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    outcome: text("outcome").notNull(),
    body: jsonb("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pay_notifications_event_uq").on(t.provider, t.eventId),
    index("pay_notifications_prepay_idx").on(t.prepayId),
  ],
);

/**
 * The sandbox gateway's own books (development only, never read by the merchant side directly):
 * a row per prepay the payer paid at the sandbox, written before the gateway tries to deliver the
 * notification. The order query of the sandbox (payment sweep, ADR 0007) answers from it, so a
 * payment whose notification was lost is still known to the gateway, as with the real one.
 */
export const sandboxWxPayments = pgTable("sandbox_wx_payments", {
  prepayId: text("prepay_id").primaryKey(),
  transactionId: text("transaction_id").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
});
