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
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { shops } from "./catalog.ts";

/**
 * A trade (payment, `payNo`): one submit of the checkout, covering one order per shop.
 * amount is the total at submit (fen). status: 0 unpaid, 1 paid, 2 closed (every order
 * cancelled). Paying pays the orders of the trade that are still unpaid (ADR 0007).
 */
export const trades = pgTable(
  "trades",
  {
    payNo: text("pay_no").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: smallint("status").notNull().default(0),
    /** 1 balance, 2 WeChat Native; set when paid. */
    payType: smallint("pay_type"),
    /** Pay deadline: the orders cancel themselves after it (durable job). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("trades_user_idx").on(t.userId, t.createdAt),
    check("trades_amount_nonneg", sql`${t.amount} >= 0`),
    check("trades_status_range", sql`${t.status} in (0, 1, 2)`),
  ],
);

export interface OrderAddressSnapshot {
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  provinceId: number;
  cityId: number;
  areaId: number;
}

/**
 * Orders: one per shop per trade. Money in fen, all amounts the pricing pipeline computed at
 * submit (never from the client). status (mall4j OrderStatus, transitions in
 * modules/order/state.ts): 1 unpaid, 2 paid, 3 shipped, 4 received, 5 evaluated, 6 closed,
 * 7 waiting for group. Every transition stores its time. deleteStatus 1 hides the order
 * from its buyer (finished or cancelled orders only).
 */
export const orders = pgTable(
  "orders",
  {
    orderId: bigserial("order_id", { mode: "number" }).primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    payNo: text("pay_no")
      .notNull()
      .references(() => trades.payNo),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId),
    status: smallint("status").notNull().default(1),
    /** mall4cloud orderType: 0 ordinary, 3 points (a points-mall exchange). */
    orderType: smallint("order_type").notNull().default(0),
    /** Goods: sum of price × count. */
    total: bigint("total", { mode: "number" }).notNull(),
    freight: bigint("freight", { mode: "number" }).notNull().default(0),
    activityReduce: bigint("activity_reduce", { mode: "number" }).notNull().default(0),
    shopDiscountReduce: bigint("shop_discount_reduce", { mode: "number" }).notNull().default(0),
    shopCouponReduce: bigint("shop_coupon_reduce", { mode: "number" }).notNull().default(0),
    platformCouponReduce: bigint("platform_coupon_reduce", { mode: "number" }).notNull().default(0),
    pointsReduce: bigint("points_reduce", { mode: "number" }).notNull().default(0),
    /** What the buyer pays: total − reductions + freight. */
    actualTotal: bigint("actual_total", { mode: "number" }).notNull(),
    productNums: integer("product_nums").notNull(),
    remarks: text("remarks").notNull().default(""),
    addr: jsonb("addr").$type<OrderAddressSnapshot>().notNull(),
    payType: smallint("pay_type"),
    /** 1 timeout, 4 buyer cancelled (mall4cloud OrderCloseType). */
    closeType: smallint("close_type"),
    deleteStatus: smallint("delete_status").notNull().default(0),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.deleteStatus, t.createdAt),
    index("orders_shop_idx").on(t.shopId, t.status, t.createdAt),
    index("orders_pay_no_idx").on(t.payNo),
    check("orders_status_range", sql`${t.status} between 1 and 7`),
    check(
      "orders_amounts_nonneg",
      sql`${t.total} >= 0 and ${t.freight} >= 0 and ${t.activityReduce} >= 0 and ${t.shopDiscountReduce} >= 0 and ${t.shopCouponReduce} >= 0 and ${t.platformCouponReduce} >= 0 and ${t.pointsReduce} >= 0 and ${t.actualTotal} >= 0`,
    ),
  ],
);

/**
 * Order lines: a snapshot of the product at submit (names in both languages, picture, price)
 * and the platform commission on the line (rate in basis points, amount in fen). commStatus
 * 1 once the buyer reviewed it.
 */
export const orderItems = pgTable(
  "order_items",
  {
    orderItemId: bigserial("order_item_id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    prodId: integer("prod_id").notNull(),
    skuId: integer("sku_id").notNull(),
    categoryId: integer("category_id").notNull(),
    prodNameZh: text("prod_name_zh").notNull(),
    prodNameEn: text("prod_name_en").notNull(),
    skuNameZh: text("sku_name_zh").notNull().default(""),
    skuNameEn: text("sku_name_en").notNull().default(""),
    pic: text("pic").notNull().default(""),
    price: bigint("price", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
    /** price × count */
    total: bigint("total", { mode: "number" }).notNull(),
    /** This line's share of every reduction of the order. */
    reduce: bigint("reduce", { mode: "number" }).notNull().default(0),
    /** The line's share of each reduction (largest remainder, to the fen; they sum to `reduce`). */
    activityReduce: bigint("activity_reduce", { mode: "number" }).notNull().default(0),
    shopDiscountReduce: bigint("shop_discount_reduce", { mode: "number" }).notNull().default(0),
    shopCouponReduce: bigint("shop_coupon_reduce", { mode: "number" }).notNull().default(0),
    platformCouponReduce: bigint("platform_coupon_reduce", { mode: "number" }).notNull().default(0),
    pointsReduce: bigint("points_reduce", { mode: "number" }).notNull().default(0),
    actualTotal: bigint("actual_total", { mode: "number" }).notNull(),
    commissionRateBp: integer("commission_rate_bp").notNull(),
    commission: bigint("commission", { mode: "number" }).notNull(),
    commStatus: smallint("comm_status").notNull().default(0),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_user_idx").on(t.userId),
    check("order_items_count_pos", sql`${t.count} > 0`),
    check(
      "order_items_amounts_nonneg",
      sql`${t.price} >= 0 and ${t.total} >= 0 and ${t.reduce} >= 0 and ${t.actualTotal} >= 0 and ${t.commission} >= 0 and ${t.commissionRateBp} between 0 and 10000`,
    ),
  ],
);

/** Every status change of an order, with who made it (buyer, shop:<id>, system, payment). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    event: text("event").notNull(),
    fromStatus: smallint("from_status"),
    toStatus: smallint("to_status").notNull(),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/**
 * The invoice asked for at submit (one per order). status 1 applying, 2 invoiced (invoiceNo
 * and issuedAt set). headerType 1 personal, 2 unit (taxNumber required).
 */
export const orderInvoices = pgTable(
  "order_invoices",
  {
    orderId: bigint("order_id", { mode: "number" })
      .primaryKey()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    invoiceType: smallint("invoice_type").notNull().default(1),
    headerType: smallint("header_type").notNull(),
    headerName: text("header_name").notNull(),
    taxNumber: text("tax_number").notNull().default(""),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: smallint("status").notNull().default(1),
    invoiceNo: text("invoice_no").unique(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
  },
  (t) => [
    check("order_invoices_header_type", sql`${t.headerType} in (1, 2)`),
    check("order_invoices_status", sql`${t.status} in (1, 2)`),
    check("order_invoices_amount_nonneg", sql`${t.amount} >= 0`),
  ],
);

/**
 * One-time submit tokens answered by `/p/order/confirm`: only a SHA-256 of the token is kept,
 * with what confirm computed (lines, prices, totals). Submit consumes the row in its
 * transaction (used_at), so a token makes at most one trade. Valid 10 minutes.
 */
export const submitTokens = pgTable(
  "submit_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The answer of the submit that used the token (SubmitOrderResult): a replay answers it again. */
    result: jsonb("result"),
    /** What that submit asked for (infra/request-fingerprint.ts): a replay asking for something else is refused. */
    requestHash: text("request_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submit_tokens_user_idx").on(t.userId, t.expiresAt)],
);
