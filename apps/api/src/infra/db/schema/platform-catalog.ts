import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

/**
 * Products the platform took off the shelf for a violation (`/admin/catalog/products`):
 * one row per product while the takedown holds. The shop sees the reason in the seller center
 * and cannot put the product back on the shelf while the row exists; saving an edit of the
 * product deletes it (the operation log keeps the history).
 */
export const productTakedowns = pgTable("product_takedowns", {
  prodId: integer("prod_id")
    .primaryKey()
    .references(() => products.prodId, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  /** The platform staff member who took it down. */
  staffId: integer("staff_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
