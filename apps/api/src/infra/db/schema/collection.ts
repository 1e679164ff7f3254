import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { products, shops } from "./catalog.ts";

/** Collected goods (uc-collection): one row per buyer and product. */
export const prodCollections = pgTable(
  "prod_collections",
  {
    collectionId: serial("collection_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    prodId: integer("prod_id")
      .notNull()
      .references(() => products.prodId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("prod_collections_user_prod_uq").on(t.userId, t.prodId),
    index("prod_collections_user_time_idx").on(t.userId, t.createdAt),
  ],
);

/** Collected (followed) shops: one row per buyer and shop. */
export const shopCollections = pgTable(
  "shop_collections",
  {
    collectionId: serial("collection_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("shop_collections_user_shop_uq").on(t.userId, t.shopId),
    index("shop_collections_user_time_idx").on(t.userId, t.createdAt),
  ],
);
