import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Member levels (platform-managed, ADR 0020-membership). A growth level is reached when the buyer's
 * growth value reaches `need_growth`; the paid level (`paid`) applies while a bought membership
 * lasts. Benefits: `discount` per cent paid (100 = none), free shipping, points multiplier in
 * tenths (10 = ×1) and platform coupons granted once on joining.
 */
export const memberLevels = pgTable(
  "member_levels",
  {
    levelId: serial("level_id").primaryKey(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    needGrowth: integer("need_growth").notNull().default(0),
    paid: boolean("paid").notNull().default(false),
    discount: smallint("discount").notNull().default(100),
    freeShipping: boolean("free_shipping").notNull().default(false),
    pointsMultiplierTenths: smallint("points_multiplier_tenths").notNull().default(10),
    couponIds: jsonb("coupon_ids").$type<number[]>().notNull().default([]),
  },
  (t) => [
    check("member_levels_discount_range", sql`${t.discount} between 1 and 100`),
    check("member_levels_multiplier_range", sql`${t.pointsMultiplierTenths} between 10 and 100`),
    check("member_levels_growth_nonneg", sql`${t.needGrowth} >= 0`),
    // One growth level per threshold; one paid level.
    uniqueIndex("member_levels_growth_uq")
      .on(t.needGrowth)
      .where(sql`not ${t.paid}`),
    uniqueIndex("member_levels_paid_uq")
      .on(t.paid)
      .where(sql`${t.paid}`),
  ],
);

/** The membership periods offered on buy-member (platform-managed): `days` for `price` fen. */
export const memberPeriods = pgTable(
  "member_periods",
  {
    periodId: serial("period_id").primaryKey(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    days: integer("days").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    seq: integer("seq").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    check("member_periods_days_range", sql`${t.days} between 1 and 3650`),
    check("member_periods_price_range", sql`${t.price} between 1 and 10000000`),
  ],
);

/**
 * A buyer's membership: cached growth (the sum of `growth_ledger`, never negative) and the end of
 * the paid membership. Locked (FOR UPDATE) by every growth posting and every membership credit.
 */
export const members = pgTable(
  "members",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.userId, { onDelete: "cascade" }),
    growth: integer("growth").notNull().default(0),
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("members_growth_nonneg", sql`${t.growth} >= 0`)],
);

/**
 * Growth movements (signed). (refType, refId, reason) is unique: an order received twice, a
 * retried admin grant, posts once. reason: order_receipt | admin_adjust.
 */
export const growthLedger = pgTable(
  "growth_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    growthAfter: integer("growth_after").notNull(),
    reason: text("reason").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    operator: text("operator"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("growth_ledger_ref_uq").on(t.refType, t.refId, t.reason),
    index("growth_ledger_user_idx").on(t.userId, t.id),
  ],
);

/** Levels whose joining coupons a buyer already got (once per buyer and level, ever). */
export const memberLevelGrants = pgTable(
  "member_level_grants",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    levelId: integer("level_id").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/**
 * A membership purchase: the period's days and price fixed at the start. status 0 unpaid → 1 paid
 * (the membership is extended once, when it turns paid, under the row lock). payType 1 balance
 * (paid in the same transaction), 2 WeChat Native (a `pay_attempts` row with member_order_no).
 */
export const memberOrders = pgTable(
  "member_orders",
  {
    orderNo: text("order_no").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    periodId: integer("period_id").notNull(),
    days: integer("days").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    payType: smallint("pay_type").notNull(),
    status: smallint("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The membership end after this purchase was credited. */
    paidUntil: timestamp("paid_until", { withTimezone: true }),
  },
  (t) => [
    index("member_orders_user_idx").on(t.userId, t.createdAt),
    check("member_orders_amount_pos", sql`${t.amount} > 0`),
    check("member_orders_status_range", sql`${t.status} in (0, 1)`),
  ],
);
