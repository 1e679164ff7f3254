import { bigserial, date, index, integer, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { products } from "./catalog.ts";

/**
 * Browsing history (uc-footprint): one row per buyer, product and China-time day; a repeat
 * visit the same day refreshes browsedAt.
 */
export const footprints = pgTable(
  "footprints",
  {
    footprintId: bigserial("footprint_id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    prodId: integer("prod_id")
      .notNull()
      .references(() => products.prodId, { onDelete: "cascade" }),
    browseDate: date("browse_date", { mode: "string" }).notNull(),
    browsedAt: timestamp("browsed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("footprints_user_prod_day_uq").on(t.userId, t.prodId, t.browseDate),
    index("footprints_user_time_idx").on(t.userId, t.browsedAt),
  ],
);
