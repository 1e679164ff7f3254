import { LOW_STOCK_THRESHOLD, type ProductSort } from "@souk/contract";
import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../infra/db/client.ts";
import {
  brands,
  categories,
  products,
  shopAccounts,
  shopCategories,
  shopStaff,
  shops,
  skus,
} from "../../infra/db/schema/index.ts";

/**
 * A staff account by user name (case-insensitive) with what signing in checks: its own hash, the
 * linked buyer's store-account hash (an approved store application), its status and its shop's names.
 */
export async function staffForSignIn(db: Tx, userName: string) {
  const [staff] = await db
    .select({
      staffId: shopStaff.staffId,
      shopId: shopStaff.shopId,
      userName: shopStaff.userName,
      passwordHash: shopStaff.passwordHash,
      linkedUserId: shopStaff.userId,
      storeAccountHash: shopAccounts.passwordHash,
      status: shopStaff.status,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
    })
    .from(shopStaff)
    .leftJoin(shops, eq(shops.shopId, shopStaff.shopId))
    .leftJoin(shopAccounts, eq(shopAccounts.userId, shopStaff.userId))
    .where(sql`lower(${shopStaff.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return staff;
}

// ---------------------------------------------------------------- the shop's products (products.ts)

export type ProductValues = PgInsertValue<typeof products>;
export type SkuValues = typeof skus.$inferInsert;

/** The search vector of a product: its names weigh A, the brief, category and brand B. */
export function searchVectorOf(names: string, rest: string): SQL {
  return sql`setweight(to_tsvector('simple', ${names}), 'A') || setweight(to_tsvector('simple', ${rest}), 'B')`;
}

/** An enabled leaf (grade 3) category under enabled parents (what the storefront shows), or undefined. */
export async function leafCategory(db: Tx, categoryId: number) {
  const [cat] = await db
    .select({ categoryId: categories.categoryId, nameZh: categories.nameZh, nameEn: categories.nameEn })
    .from(categories)
    .where(
      and(
        eq(categories.categoryId, categoryId),
        eq(categories.grade, 3),
        eq(categories.status, 1),
        sql`exists (select 1 from categories p join categories t on t.category_id = p.parent_id
          where p.category_id = ${categories.parentId} and p.status = 1 and t.status = 1)`,
      ),
    )
    .limit(1);
  return cat;
}

/** An enabled brand's names, or undefined. */
export async function activeBrand(db: Tx, brandId: number): Promise<{ name: string; nameEn: string } | undefined> {
  const [brand] = await db
    .select({ name: brands.name, nameEn: brands.nameEn })
    .from(brands)
    .where(and(eq(brands.brandId, brandId), eq(brands.status, 1)))
    .limit(1);
  return brand;
}

/** Inserts a product and its SKUs; answers the product id. */
export async function insertProduct(tx: Tx, product: ProductValues, skuRows: Omit<SkuValues, "prodId">[]) {
  const [p] = await tx.insert(products).values(product).returning({ prodId: products.prodId });
  await tx.insert(skus).values(skuRows.map((k) => ({ ...k, prodId: p!.prodId })));
  return p!.prodId;
}

/** Whether the shop has this product (deleted ones do not count). */
export async function shopHasProduct(tx: Tx, shopId: number, prodId: number): Promise<boolean> {
  const [p] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId), ne(products.status, -1)));
  return p !== undefined;
}

/** A product of the shop (not deleted), or undefined: another shop's answers like an unknown one. */
export async function shopProduct(db: Tx, shopId: number, prodId: number) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId), ne(products.status, -1)));
  return p;
}

export async function updateProduct(tx: Tx, prodId: number, set: PgUpdateSetSource<typeof products>): Promise<void> {
  await tx.update(products).set(set).where(eq(products.prodId, prodId));
}

/** The product's SKUs with their sales-attribute values. */
export async function skuCombos(tx: Tx, prodId: number) {
  return tx.select({ skuId: skus.skuId, properties: skus.properties }).from(skus).where(eq(skus.prodId, prodId));
}

export async function insertSku(tx: Tx, row: SkuValues): Promise<void> {
  await tx.insert(skus).values(row);
}

export async function updateSku(tx: Tx, skuId: number, set: PgUpdateSetSource<typeof skus>): Promise<void> {
  await tx.update(skus).set(set).where(eq(skus.skuId, skuId));
}

/** A SKU's stock moved by `delta` in the UPDATE itself (never below 0): what is there now, not what was read. */
export function stockMovedBy(delta: number): SQL {
  return sql`greatest(0, ${skus.stock} + ${delta})`;
}

/** Whether the product group is one of the shop's own. */
export async function shopHasCategory(db: Tx, shopId: number, shopCategoryId: number): Promise<boolean> {
  const [c] = await db
    .select({ id: shopCategories.shopCategoryId })
    .from(shopCategories)
    .where(and(eq(shopCategories.shopCategoryId, shopCategoryId), eq(shopCategories.shopId, shopId)));
  return c !== undefined;
}

/** Puts the shop's product on (1) or off (0) the shelf; false when the shop has no such product. */
export async function setProductStatus(db: Tx, shopId: number, prodId: number, status: 0 | 1, at: Date) {
  const updated = await db
    .update(products)
    .set({ status, updatedAt: at })
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId), ne(products.status, -1)))
    .returning({ prodId: products.prodId });
  return updated.length > 0;
}

/**
 * Filters of the merchant's product list: a name fragment (zh or en), the shelf status, a
 * platform category of any level, low or no stock on an enabled SKU; and the order.
 */
export interface ShopProductFilter {
  prodName?: string;
  status?: 0 | 1;
  categoryId?: number;
  stock?: "low" | "out";
  sort?: ProductSort;
  /** Only these products. */
  prodIds?: number[];
}

const ORDER_BY: Record<ProductSort, SQL[]> = {
  updated: [desc(products.updatedAt), desc(products.prodId)],
  priceAsc: [asc(products.price), desc(products.prodId)],
  priceDesc: [desc(products.price), desc(products.prodId)],
  stockAsc: [asc(products.totalStock), desc(products.prodId)],
  stockDesc: [desc(products.totalStock), desc(products.prodId)],
  soldDesc: [desc(products.soldNum), desc(products.prodId)],
};

/** One page of the shop's products (not deleted) under the filter, in its order, and their count. */
export async function shopProductPage(
  db: Tx,
  shopId: number,
  limit: number,
  offset: number,
  filter: ShopProductFilter = {},
) {
  const conds: SQL[] = [eq(products.shopId, shopId), ne(products.status, -1)];
  if (filter.status !== undefined) conds.push(eq(products.status, filter.status));
  if (filter.prodName) {
    // The fragment is matched literally: LIKE's own wildcards in it are escaped.
    const pattern = `%${filter.prodName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern))!);
  }
  if (filter.categoryId !== undefined) {
    // The leaf itself, or a leaf under it (two levels at most: the tree has three).
    const c = filter.categoryId;
    conds.push(
      sql`${products.categoryId} in (select category_id from categories where category_id = ${c} or parent_id = ${c}
        or parent_id in (select category_id from categories where parent_id = ${c}))`,
    );
  }
  if (filter.stock) {
    const most = filter.stock === "low" ? LOW_STOCK_THRESHOLD : 0;
    conds.push(
      sql`exists (select 1 from skus k where k.prod_id = ${products.prodId} and k.status = 1 and k.stock <= ${most})`,
    );
  }
  if (filter.prodIds) conds.push(filter.prodIds.length ? inArray(products.prodId, filter.prodIds) : sql`false`);
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({ ...getTableColumns(products), categoryNameZh: categories.nameZh, categoryNameEn: categories.nameEn })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(where)
    .orderBy(...ORDER_BY[filter.sort ?? "updated"])
    .limit(limit)
    .offset(offset);
  return { rows, total: count?.n ?? 0 };
}

/** Every SKU of a product (disabled ones too), by id. */
export async function skusOf(db: Tx, prodId: number) {
  return db.select().from(skus).where(eq(skus.prodId, prodId)).orderBy(skus.skuId);
}
