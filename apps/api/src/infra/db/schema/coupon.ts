import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Coupon templates (mall4cloud `coupon`, ADR 0009). shopId 0 = platform coupon (any
 * shop), else a shop coupon. Money in fen.
 *
 * - couponType 1 cash-off: `reduceAmount` off when the eligible goods reach `cashCondition`
 *   (0 = no threshold); 2 percentage: pay `couponDiscount` per cent (85 = 8.5 折) of the eligible
 *   goods, at most `maxReduce` off (0 = no cap) when they reach `cashCondition`.
 * - validTimeType 1 fixed window (`startTime`–`endTime`); 2 relative: usable from `afterReceiveDays`
 *   days after collection for `validDays` days. Either way the coupon is collectable from
 *   `launchTime` until `endTime` while `stocks` > 0 and the template is not ended (status 1).
 * - suitableProdType 0 all goods, 1 listed products (`prodIds`), 5 listed categories (`categoryIds`,
 *   Souk's extension; 2–4 are the dialect's exclusion scopes, not used).
 * - `limitNum` coupons per buyer (counted in coupon_receipts, atomically).
 */
export const coupons = pgTable(
  "coupons",
  {
    couponId: serial("coupon_id").primaryKey(),
    shopId: integer("shop_id").notNull().default(0),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    couponType: smallint("coupon_type").notNull(),
    cashCondition: bigint("cash_condition", { mode: "number" }).notNull().default(0),
    reduceAmount: bigint("reduce_amount", { mode: "number" }).notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(100),
    maxReduce: bigint("max_reduce", { mode: "number" }).notNull().default(0),
    validTimeType: smallint("valid_time_type").notNull(),
    launchTime: timestamp("launch_time", { withTimezone: true }).notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    afterReceiveDays: integer("after_receive_days").notNull().default(0),
    validDays: integer("valid_days").notNull().default(0),
    totalStock: integer("total_stock").notNull(),
    stocks: integer("stocks").notNull(),
    limitNum: integer("limit_num").notNull().default(1),
    suitableProdType: smallint("suitable_prod_type").notNull().default(0),
    prodIds: integer("prod_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 1 on (collectable in its window), 0 ended by the shop/platform (collected ones stay usable). */
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupons_shop_idx").on(t.shopId, t.status, t.endTime),
    check("coupons_stock_range", sql`${t.stocks} >= 0 and ${t.stocks} <= ${t.totalStock}`),
    check("coupons_type", sql`${t.couponType} in (1, 2)`),
    check("coupons_valid_time_type", sql`${t.validTimeType} in (1, 2)`),
    check("coupons_scope", sql`${t.suitableProdType} in (0, 1, 5)`),
    check(
      "coupons_amounts",
      sql`${t.cashCondition} >= 0 and ${t.reduceAmount} >= 0 and ${t.maxReduce} >= 0 and (${t.couponType} = 1 or ${t.couponDiscount} between 1 and 99)`,
    ),
    check("coupons_limit", sql`${t.limitNum} >= 1`),
  ],
);

/** How many of a coupon a buyer has collected: the per-user limit is an atomic upsert on this row. */
export const couponReceipts = pgTable(
  "coupon_receipts",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.couponId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    received: integer("received").notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

/**
 * A buyer's coupons. status 1 unused, 2 used (paid), 3 locked (in an unpaid trade: `payNo`, and
 * `orderId` for a shop coupon; a platform coupon covers the whole trade). Expired is not stored:
 * an unused coupon past `endTime` is expired. Lock → release (cancel/timeout) or → used (paid).
 */
export const userCoupons = pgTable(
  "user_coupons",
  {
    couponUserId: bigserial("coupon_user_id", { mode: "number" }).primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.couponId),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    shopId: integer("shop_id").notNull(),
    status: smallint("status").notNull().default(1),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    payNo: text("pay_no"),
    orderId: bigint("order_id", { mode: "number" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("user_coupons_user_idx").on(t.userId, t.status, t.endTime),
    index("user_coupons_pay_no_idx").on(t.payNo),
    check("user_coupons_status", sql`${t.status} in (1, 2, 3)`),
  ],
);
