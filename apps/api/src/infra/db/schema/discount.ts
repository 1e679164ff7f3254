import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** A tier as stored: rule 0 — `needAmount` fen → `discount` fen off; rule 3 — `needAmount` items → pay `discount` per cent. */
export interface StoredDiscountTier {
  needAmount: number;
  discount: number;
}

/**
 * A shop's limited-time discount activity (ADR 0016). Window `startTime`–`endTime` on
 * server time: upcoming before start, running inside, ended after end or when the shop ends it
 * (status 0). Products: `suitableSpuType` 0 all the shop's products, 1 the listed `spuIds`.
 *
 * - activityType 1, limited-time price (限时特惠): each item costs `priceValue` per cent of its
 *   price (priceRule 0, 1..99) or `priceValue` fen less (priceRule 1, never below 1 fen). It feeds
 *   the pipeline's activity-price step.
 * - activityType 2, tiers (mall4cloud discount): `discountRule` 0 满X元减Y / 3 满N件打Z折,
 *   `discountType` 0 highest tier once / 1 every time (rule 0), `tiers`, `maxReduceAmount` cap
 *   (fen, 0 = none). It feeds the shop-discount step.
 */
export const discounts = pgTable(
  "discounts",
  {
    discountId: serial("discount_id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    activityType: smallint("activity_type").notNull(),
    priceRule: smallint("price_rule").notNull().default(0),
    priceValue: bigint("price_value", { mode: "number" }).notNull().default(0),
    discountRule: smallint("discount_rule").notNull().default(0),
    discountType: smallint("discount_type").notNull().default(0),
    tiers: jsonb("tiers").$type<StoredDiscountTier[]>().notNull().default([]),
    maxReduceAmount: bigint("max_reduce_amount", { mode: "number" }).notNull().default(0),
    suitableSpuType: smallint("suitable_spu_type").notNull().default(1),
    spuIds: integer("spu_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** 1 on, 0 ended early by the shop. */
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("discounts_window_idx").on(t.status, t.endTime, t.startTime),
    index("discounts_shop_idx").on(t.shopId, t.status),
    check("discounts_activity_type", sql`${t.activityType} in (1, 2)`),
    check("discounts_price_rule", sql`${t.priceRule} in (0, 1) and ${t.priceValue} >= 0`),
    check("discounts_rule", sql`${t.discountRule} in (0, 3) and ${t.discountType} in (0, 1)`),
    check("discounts_scope", sql`${t.suitableSpuType} in (0, 1)`),
    check("discounts_window", sql`${t.endTime} > ${t.startTime}`),
    check("discounts_cap", sql`${t.maxReduceAmount} >= 0`),
  ],
);
