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
import { orderItems, orders } from "./order.ts";

/**
 * After-sales applications, one per order line at a time (ADR 0012). status
 * (transitions in modules/refund/state.ts): 1 applied, 2 accepted (waiting for the goods),
 * 3 goods shipped back, 4 refunding, 5 success, 6 refused (editable), -1 closed (closeType
 * 1 withdrawn, 2 refused, 3 timed out). Amounts in fen. `version` grows on every resubmission
 * and names the timers of the current round. The partial unique index is the database's
 * guarantee of "one open application per line"; money moves only under the order's lock.
 */
export const refunds = pgTable(
  "refunds",
  {
    refundId: bigserial("refund_id", { mode: "number" }).primaryKey(),
    refundSn: text("refund_sn").notNull().unique(),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    orderItemId: bigint("order_item_id", { mode: "number" })
      .notNull()
      .references(() => orderItems.orderItemId, { onDelete: "cascade" }),
    /** 1 refund only, 2 return and refund. */
    applyType: smallint("apply_type").notNull(),
    status: smallint("status").notNull().default(1),
    closeType: smallint("close_type"),
    refundCount: integer("refund_count").notNull(),
    refundAmount: bigint("refund_amount", { mode: "number" }).notNull(),
    buyerReason: text("buyer_reason").notNull(),
    buyerDesc: text("buyer_desc").notNull().default(""),
    imgUrls: jsonb("img_urls").$type<string[]>().notNull().default([]),
    rejectMessage: text("reject_message"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** 1 when the returned goods went back into stock. */
    restocked: smallint("restocked").notNull().default(0),
    /** Where the money goes back: the order's pay type (1 balance, 2 WeChat). */
    payType: smallint("pay_type"),
    /** The gateway's refund id (WeChat), set by the refund call. */
    gatewayRefundId: text("gateway_refund_id").unique(),
    /** Client request id of the application: a repeat answers the first result. */
    requestId: text("request_id"),
    /** What that application asked for (infra/request-fingerprint.ts): a repeat asking for something else is refused. */
    requestHash: text("request_hash"),
    version: integer("version").notNull().default(1),
    /** Deadline of the current step (merchant's answer, buyer's logistics). */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("refunds_user_idx").on(t.userId, t.appliedAt),
    index("refunds_shop_idx").on(t.shopId, t.status, t.appliedAt),
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_open_line_uq")
      .on(t.orderItemId)
      .where(sql`status in (1, 2, 3, 4, 6)`),
    uniqueIndex("refunds_request_uq").on(t.userId, t.requestId),
    check("refunds_count_pos", sql`${t.refundCount} > 0`),
    check("refunds_amount_pos", sql`${t.refundAmount} > 0`),
    check("refunds_status_range", sql`${t.status} in (-1, 1, 2, 3, 4, 5, 6)`),
    check("refunds_apply_type", sql`${t.applyType} in (1, 2)`),
  ],
);

/** Every step of an application (the timeline and the negotiation history): who, when, from → to, message. */
export const refundEvents = pgTable(
  "refund_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    refundId: bigint("refund_id", { mode: "number" })
      .notNull()
      .references(() => refunds.refundId, { onDelete: "cascade" }),
    event: text("event").notNull(),
    fromStatus: smallint("from_status"),
    toStatus: smallint("to_status").notNull(),
    actor: text("actor").notNull(),
    message: text("message"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("refund_events_refund_idx").on(t.refundId, t.at)],
);

/** Verified gateway refund notifications, unique per (provider, eventId): a replay changes nothing. */
export const refundNotifications = pgTable(
  "refund_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    refundSn: text("refund_sn").notNull(),
    gatewayRefundId: text("gateway_refund_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    outcome: text("outcome").notNull(),
    body: jsonb("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("refund_notifications_event_uq").on(t.provider, t.eventId)],
);

/** Where a shop wants returned goods sent (shown on the return detail once the shop accepts). */
export const shopReturnAddresses = pgTable("shop_return_addresses", {
  shopId: integer("shop_id").primaryKey(),
  receiver: text("receiver").notNull(),
  mobile: text("mobile").notNull(),
  /** The whole address as buyers see it: region names and the detail ("浙江省 杭州市 余杭区 文一西路 101 号"). */
  addr: text("addr").notNull(),
  /** The region chain the shop chose (0 on addresses saved before the shop could edit them) and the detail. */
  provinceId: integer("province_id").notNull().default(0),
  cityId: integer("city_id").notNull().default(0),
  areaId: integer("area_id").notNull().default(0),
  detail: text("detail").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
