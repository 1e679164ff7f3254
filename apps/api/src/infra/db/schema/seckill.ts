import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A flash sale (秒杀, ADR 0018-flash-sale): one product of one shop, sold in one session (the time
 * slot `startTime`–`endTime`, server time) at flash prices from flash stock kept apart from the
 * SKUs' normal stock. `maxNum` is the per-user limit over the whole activity (pieces). The state
 * is derived, not stored: not started, in progress, ended (after `endTime` or `status` 0), sold
 * out (every flash SKU sold). Sessions on the storefront are the distinct start times.
 */
export const seckills = pgTable(
  "seckills",
  {
    seckillId: serial("seckill_id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    prodId: integer("prod_id").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    maxNum: integer("max_num").notNull(),
    /** 1 on, 0 ended early by the shop. */
    status: smallint("status").notNull().default(1),
    /** Set when the platform removed the flash sale from its session (status 0), with the reason the shop sees. */
    removedReason: text("removed_reason"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("seckills_window_idx").on(t.status, t.endTime, t.startTime),
    index("seckills_shop_idx").on(t.shopId),
    check("seckills_window", sql`${t.endTime} > ${t.startTime}`),
    check("seckills_max_num", sql`${t.maxNum} >= 1`),
  ],
);

/**
 * A SKU of a flash sale: its flash price (fen) and flash stock. `stock` is the initial flash stock;
 * `sold` the units held by flash orders that are not cancelled — the source of truth the Redis
 * counters are rebuilt from (left = stock − sold). `sold <= stock` is the last guard against
 * overselling, whatever Redis says.
 */
export const seckillSkus = pgTable(
  "seckill_skus",
  {
    seckillSkuId: serial("seckill_sku_id").primaryKey(),
    seckillId: integer("seckill_id").notNull(),
    skuId: integer("sku_id").notNull(),
    seckillPrice: bigint("seckill_price", { mode: "number" }).notNull(),
    stock: integer("stock").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    index("seckill_skus_seckill_idx").on(t.seckillId),
    check("seckill_skus_price", sql`${t.seckillPrice} >= 1`),
    check("seckill_skus_sold", sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
  ],
);

/**
 * The flash units an order holds (one row per flash order). `releasedAt` is set once, by the
 * transaction that cancelled the order: the units go back to the flash stock exactly once.
 */
export const seckillOrders = pgTable(
  "seckill_orders",
  {
    orderId: integer("order_id").primaryKey(),
    seckillId: integer("seckill_id").notNull(),
    seckillSkuId: integer("seckill_sku_id").notNull(),
    userId: integer("user_id").notNull(),
    count: integer("count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    index("seckill_orders_user_idx").on(t.seckillSkuId, t.userId),
    check("seckill_orders_count", sql`${t.count} >= 1`),
  ],
);
