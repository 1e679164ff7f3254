import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { products, skus } from "./catalog.ts";

/**
 * Product comments (reviews). The orders issue writes them (one per order item, after receipt);
 * the catalog only reads them for the detail page's comments tab.
 *
 * - score 1..5: good 4–5, medium 3, bad 1–2 (the `evaluate` filter of /prodComm/prodCommPageByProd).
 * - pics: `/files/...` paths, at most 9 (spec part 9).
 * - isAnonymous: the nickname is shown masked ("演***家").
 * - status: 1 shown, 0 hidden (pending review or taken down by the platform).
 * - orderItemId: the order item it reviews, unique (one comment per item); null for demo data.
 */
export const productComments = pgTable(
  "product_comments",
  {
    commentId: serial("comment_id").primaryKey(),
    prodId: integer("prod_id")
      .notNull()
      .references(() => products.prodId, { onDelete: "cascade" }),
    skuId: integer("sku_id").references(() => skus.skuId, { onDelete: "set null" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    orderItemId: bigint("order_item_id", { mode: "number" }),
    score: smallint("score").notNull(),
    content: text("content").notNull().default(""),
    pics: jsonb("pics").$type<string[]>().notNull().default([]),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    replyContent: text("reply_content"),
    replyTime: timestamp("reply_time", { withTimezone: true }),
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_comments_prod_idx").on(t.prodId, t.status, t.createdAt),
    uniqueIndex("product_comments_order_item_uq").on(t.orderItemId),
    index("product_comments_user_idx").on(t.userId),
    check("product_comments_score_range", sql`${t.score} between 1 and 5`),
  ],
);
