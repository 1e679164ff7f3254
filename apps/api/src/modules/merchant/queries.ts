import { and, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../infra/db/client.ts";
import { brands, categories, products, shopAccounts, shopStaff, shops, skus } from "../../infra/db/schema/index.ts";

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

/** An enabled leaf (grade 3) category, or undefined. */
export async function leafCategory(db: Tx, categoryId: number) {
  const [cat] = await db
    .select({ categoryId: categories.categoryId, nameZh: categories.nameZh, nameEn: categories.nameEn })
    .from(categories)
    .where(and(eq(categories.categoryId, categoryId), eq(categories.grade, 3), eq(categories.status, 1)))
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

export async function updateSku(tx: Tx, skuId: number, set: Partial<SkuValues>): Promise<void> {
  await tx.update(skus).set(set).where(eq(skus.skuId, skuId));
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

/** One page of the shop's products (not deleted), last edited first, and their count. */
/** Filters of the merchant's product list: a name fragment (zh or en) and the shelf status. */
export interface ShopProductFilter {
  prodName?: string;
  status?: 0 | 1;
}

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
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.prodId))
    .limit(limit)
    .offset(offset);
  return { rows, total: count?.n ?? 0 };
}

/** Every SKU of a product (disabled ones too), by id. */
export async function skusOf(db: Tx, prodId: number) {
  return db.select().from(skus).where(eq(skus.prodId, prodId)).orderBy(skus.skuId);
}
