import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/** Cart lines (basketId). One line per user and SKU; count ≥ 1. */
export const cartItems = pgTable(
  "cart_items",
  {
    basketId: serial("basket_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    shopId: integer("shop_id").notNull(),
    prodId: integer("prod_id").notNull(),
    skuId: integer("sku_id").notNull(),
    count: integer("count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_user_sku_uq").on(t.userId, t.skuId), index("cart_items_user_idx").on(t.userId)],
);
