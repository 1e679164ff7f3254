import { date, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The platform's last status change of each shop: which action (offline, online,
 * suspend, reinstate), the status it gave and the reason the shop owner reads in the seller
 * center. One row per shop, replaced on every change; the operation log keeps the history.
 */
export const shopStatusNotes = pgTable("shop_status_notes", {
  shopId: integer("shop_id").primaryKey(),
  action: text("action").notNull(),
  status: smallint("status").notNull(),
  reason: text("reason").notNull(),
  staffId: integer("staff_id"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The whole mall's distinct visitors per mall day (UTC+8), written by the flow aggregation beside
 * each shop's figure in shop_daily_stats (a sum of shops' visitors would count a buyer once per
 * shop): the platform dashboard reads 30 rows.
 */
export const mallDailyVisitors = pgTable("mall_daily_visitors", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull(),
});
