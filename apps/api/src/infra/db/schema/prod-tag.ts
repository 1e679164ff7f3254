import { index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { products, shops } from "./catalog.ts";

/**
 * Product groups of the home page (mall4j `ProdTag`: 每日上新, 商城热卖, …), in the platform's
 * order (seq ascending). status 1 shown, 0 hidden. `style` is mall4j's layout hint
 * (0 one column, 1 two columns, 2 three columns), passed through.
 * A group belongs to a shop (`shop_id`, default 1: the self-run shop, as mall4j's single shop) whose
 * staff edit it under `/m/prodTag` and which lists only that shop's products.
 */
export const prodTags = pgTable("prod_tags", {
  tagId: serial("tag_id").primaryKey(),
  shopId: integer("shop_id")
    .notNull()
    .default(1)
    .references(() => shops.shopId, { onDelete: "cascade" }),
  titleZh: text("title_zh").notNull(),
  titleEn: text("title_en").notNull(),
  seq: integer("seq").notNull().default(0),
  style: smallint("style").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

/** The products of a group, in the group's order (seq ascending). */
export const prodTagProducts = pgTable(
  "prod_tag_products",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => prodTags.tagId, { onDelete: "cascade" }),
    prodId: integer("prod_id")
      .notNull()
      .references(() => products.prodId, { onDelete: "cascade" }),
    seq: integer("seq").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.prodId] }), index("prod_tag_products_order_idx").on(t.tagId, t.seq)],
);
