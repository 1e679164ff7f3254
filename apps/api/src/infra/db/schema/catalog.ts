import { sql } from "drizzle-orm";
import {
  bigint,
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
} from "drizzle-orm/pg-core";
import { tsvector } from "./types.ts";

/**
 * Platform category tree, 3 levels (grade 1..3). status 1 active, 0 hidden. commission_rate: the
 * platform's commission on sales in the category, in basis points (500 = 5.00%); the finance
 * settlement reads the rate of each line's (third-level) category.
 */
export const categories = pgTable(
  "categories",
  {
    categoryId: serial("category_id").primaryKey(),
    parentId: integer("parent_id").notNull().default(0),
    grade: smallint("grade").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    pic: text("pic").notNull().default(""),
    status: smallint("status").notNull().default(1),
    seq: integer("seq").notNull().default(0),
    commissionRate: integer("commission_rate").notNull().default(500),
  },
  (t) => [
    index("categories_parent_idx").on(t.parentId, t.seq),
    check("categories_commission_rate_range", sql`${t.commissionRate} between 0 and 10000`),
  ],
);

/** Brands. name is the Chinese name; nameEn the English one (falls back to name when empty). */
export const brands = pgTable("brands", {
  brandId: serial("brand_id").primaryKey(),
  name: text("name").notNull(),
  nameEn: text("name_en").notNull().default(""),
  imgUrl: text("img_url").notNull().default(""),
  firstLetter: text("first_letter").notNull().default(""),
  seq: integer("seq").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

/** Which brands are recommended under a category (any grade). */
export const brandCategories = pgTable(
  "brand_categories",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.brandId),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.categoryId),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/**
 * Shops. status: -1 deleted, 0 closed, 1 open, 2 offline (violation), 3 pending open,
 * 4 applying, 5 pending re-online (mall4cloud ShopStatus). type: 1 self-run, 2 ordinary.
 */
export const shops = pgTable(
  "shops",
  {
    shopId: serial("shop_id").primaryKey(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    logo: text("logo").notNull().default(""),
    introZh: text("intro_zh").notNull().default(""),
    introEn: text("intro_en").notNull().default(""),
    /** Customer-service hours in mall time, "HH:mm-HH:mm" ("" = not stated); set in the seller center. */
    serviceHours: text("service_hours").notNull().default(""),
    status: smallint("status").notNull().default(1),
    shopType: smallint("shop_type").notNull().default(2),
    /** Rating ×10 (0..50), so 4.8 stars is 48. */
    score: smallint("score").notNull().default(50),
    soldNum: integer("sold_num").notNull().default(0),
    followers: integer("followers").notNull().default(0),
    searchVector: tsvector("search_vector"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shops_search_idx").using("gin", t.searchVector)],
);

/** Shop-owned categories used to group a shop's goods on its own pages. */
export const shopCategories = pgTable(
  "shop_categories",
  {
    shopCategoryId: serial("shop_category_id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    seq: integer("seq").notNull().default(0),
  },
  (t) => [index("shop_categories_shop_idx").on(t.shopId)],
);

/**
 * Products (SPU). Money in fen. status: -1 deleted, 0 off-shelf, 1 on-shelf.
 * prodType: 0 normal, 1 group buy, 2 seckill, 3 points.
 * salesAttrs: [{ nameZh, nameEn, values: [{ zh, en }] }] — the SKU selector is built from it.
 */
export const products = pgTable(
  "products",
  {
    prodId: serial("prod_id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.categoryId),
    shopCategoryId: integer("shop_category_id"),
    brandId: integer("brand_id").references(() => brands.brandId),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    briefZh: text("brief_zh").notNull().default(""),
    briefEn: text("brief_en").notNull().default(""),
    pic: text("pic").notNull(),
    imgs: jsonb("imgs").$type<string[]>().notNull().default([]),
    price: bigint("price", { mode: "number" }).notNull(),
    oriPrice: bigint("ori_price", { mode: "number" }).notNull(),
    totalStock: integer("total_stock").notNull().default(0),
    soldNum: integer("sold_num").notNull().default(0),
    status: smallint("status").notNull().default(1),
    prodType: smallint("prod_type").notNull().default(0),
    /** 1: the 7-day no-reason return promise (after-sales may use the reason `noReason7Days`). */
    noReasonReturn: smallint("no_reason_return").notNull().default(0),
    contentZh: text("content_zh").notNull().default(""),
    contentEn: text("content_en").notNull().default(""),
    specs: jsonb("specs")
      .$type<{ nameZh: string; nameEn: string; valueZh: string; valueEn: string }[]>()
      .notNull()
      .default([]),
    salesAttrs: jsonb("sales_attrs")
      .$type<{ nameZh: string; nameEn: string; values: { zh: string; en: string }[] }[]>()
      .notNull()
      .default([]),
    searchVector: tsvector("search_vector"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.status),
    index("products_shop_idx").on(t.shopId, t.status),
    index("products_brand_idx").on(t.brandId),
    index("products_created_idx").on(t.createdAt),
    // No text index nor newest-first walk index here: search filters, sorts and walks the projection
    // product_search (its own GIN and on-shelf indexes); migration 0029 dropped products_search_idx
    // and products_on_shelf_created_idx, which nothing read any more and every non-HOT product
    // update (stock reserved at checkout) still paid for.
    check("products_price_nonneg", sql`${t.price} >= 0 and ${t.oriPrice} >= 0`),
  ],
);

/**
 * The search projection of products (ADR 0029): one row per product with only what
 * search filters, sorts, ranks and facets on, so that the whole catalogue's search rows stay in
 * shared buffers (~0.3 KB a row against ~2.7 KB in products). The vector is products'
 * search_vector stripped of positions (queries match lexemes only). Written only by the trigger
 * `products_search_sync` (migration 0027) in the same statement as every product write — never
 * by application code; a product's deletion cascades.
 */
export const productSearch = pgTable(
  "product_search",
  {
    prodId: integer("prod_id")
      .primaryKey()
      .references(() => products.prodId, { onDelete: "cascade" }),
    price: bigint("price", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    shopId: integer("shop_id").notNull(),
    categoryId: integer("category_id").notNull(),
    shopCategoryId: integer("shop_category_id"),
    brandId: integer("brand_id"),
    soldNum: integer("sold_num").notNull(),
    totalStock: integer("total_stock").notNull(),
    status: smallint("status").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    salesAttrs: jsonb("sales_attrs").notNull(),
    searchVector: tsvector("search_vector"),
  },
  (t) => [
    index("product_search_vector_idx").using("gin", t.searchVector),
    index("product_search_category_idx").on(t.categoryId, t.status),
    index("product_search_shop_idx").on(t.shopId, t.status),
    index("product_search_brand_idx").on(t.brandId),
    index("product_search_sold_idx")
      .on(t.soldNum.desc().nullsFirst(), t.prodId.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    index("product_search_price_idx")
      .on(t.price, t.prodId)
      .where(sql`${t.status} = 1`),
    index("product_search_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.prodId.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    // A price band's branch for the products of shops whose name matches the keyword (鞋: a shoe
    // shop's 4.4k products, each on its own page, were read to keep the ~100 under the band's end).
    index("product_search_shop_price_idx")
      .on(t.shopId, t.price, t.prodId)
      .where(sql`${t.status} = 1`),
  ],
);

/**
 * SKUs. properties: [{ nameZh, nameEn, valueZh, valueEn }] in salesAttrs order.
 * Stock is reserved atomically (UPDATE ... WHERE stock >= n) and can never go negative.
 */
export const skus = pgTable(
  "skus",
  {
    skuId: serial("sku_id").primaryKey(),
    prodId: integer("prod_id")
      .notNull()
      .references(() => products.prodId),
    properties: jsonb("properties")
      .$type<{ nameZh: string; nameEn: string; valueZh: string; valueEn: string }[]>()
      .notNull()
      .default([]),
    price: bigint("price", { mode: "number" }).notNull(),
    oriPrice: bigint("ori_price", { mode: "number" }).notNull(),
    stock: integer("stock").notNull().default(0),
    pic: text("pic").notNull().default(""),
    status: smallint("status").notNull().default(1),
    /** The shop's own code of the SKU (seller center; "" when none). */
    skuCode: text("sku_code").notNull().default(""),
    /** Weight of one piece in grams (freight templates by weight, ADR 0044); 0 when not set. */
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    index("skus_prod_idx").on(t.prodId),
    check("skus_stock_nonneg", sql`${t.stock} >= 0`),
    check("skus_price_nonneg", sql`${t.price} >= 0`),
    check("skus_weight_nonneg", sql`${t.weight} >= 0`),
  ],
);

export const hotSearches = pgTable("hot_searches", {
  hotSearchId: serial("hot_search_id").primaryKey(),
  shopId: integer("shop_id").notNull().default(0),
  titleZh: text("title_zh").notNull(),
  titleEn: text("title_en").notNull(),
  contentZh: text("content_zh").notNull(),
  contentEn: text("content_en").notNull(),
  seq: integer("seq").notNull().default(0),
  status: smallint("status").notNull().default(1),
});
