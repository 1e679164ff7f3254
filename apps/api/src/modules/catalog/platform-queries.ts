import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../infra/db/client.ts";
import { brandCategories, brands, categories, productTakedowns, products, shops } from "../../infra/db/schema/index.ts";

/*
 * The SQL of the platform console's catalog (`/admin/catalog/…`): categories, brands and the
 * takedown of products. Private to the catalog module.
 */

/** LIKE pattern of a literal fragment (its own wildcards escaped). */
export function containing(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------- categories

/** Every category with the count of its (not deleted) products, tops first, each level by seq. */
export function categoriesWithCounts(db: Tx) {
  return db
    .select({
      categoryId: categories.categoryId,
      parentId: categories.parentId,
      grade: categories.grade,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      pic: categories.pic,
      status: categories.status,
      seq: categories.seq,
      commissionRate: categories.commissionRate,
      productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."category_id" and p.status <> -1)`,
    })
    .from(categories)
    .orderBy(asc(categories.grade), asc(categories.seq), asc(categories.categoryId));
}

export async function categoryRow(db: Tx, categoryId: number, lock = false) {
  const q = db.select().from(categories).where(eq(categories.categoryId, categoryId)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function insertCategory(db: Tx, values: typeof categories.$inferInsert): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ categoryId: categories.categoryId });
  return row!.categoryId;
}

export async function updateCategory(db: Tx, categoryId: number, set: PgUpdateSetSource<typeof categories>) {
  await db.update(categories).set(set).where(eq(categories.categoryId, categoryId));
}

/** Whether any category sits under it (any status). */
export async function hasChildren(db: Tx, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.categoryId })
    .from(categories)
    .where(eq(categories.parentId, categoryId))
    .limit(1);
  return row !== undefined;
}

/** Whether any product row (deleted ones too: they still reference it) is filed under it. */
export async function hasProducts(db: Tx, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.prodId })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .limit(1);
  return row !== undefined;
}

/** Deletes a category and its brand links (the caller checked it has no children nor products). */
export async function deleteCategory(db: Tx, categoryId: number) {
  await db.delete(brandCategories).where(eq(brandCategories.categoryId, categoryId));
  await db.delete(categories).where(eq(categories.categoryId, categoryId));
}

/** Which of these ids name a category. */
export async function existingCategories(db: Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: categories.categoryId })
    .from(categories)
    .where(inArray(categories.categoryId, ids));
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------- brands

export interface BrandFilter {
  name?: string;
  status?: 0 | 1;
}

export async function brandPage(db: Tx, limit: number, offset: number, f: BrandFilter) {
  const conds: SQL[] = [];
  if (f.name) conds.push(or(ilike(brands.name, containing(f.name)), ilike(brands.nameEn, containing(f.name)))!);
  if (f.status !== undefined) conds.push(eq(brands.status, f.status));
  const where = conds.length ? and(...conds) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(brands)
    .where(where);
  const rows = await db
    .select({
      brandId: brands.brandId,
      name: brands.name,
      nameEn: brands.nameEn,
      imgUrl: brands.imgUrl,
      firstLetter: brands.firstLetter,
      seq: brands.seq,
      status: brands.status,
      productCount: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."brand_id" and p.status <> -1)`,
    })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.seq), asc(brands.brandId))
    .limit(limit)
    .offset(offset);
  return { rows, total: count?.n ?? 0 };
}

export async function brandCategoryIds(db: Tx, brandIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!brandIds.length) return out;
  const rows = await db
    .select()
    .from(brandCategories)
    .where(inArray(brandCategories.brandId, brandIds))
    .orderBy(asc(brandCategories.categoryId));
  for (const r of rows) out.set(r.brandId, [...(out.get(r.brandId) ?? []), r.categoryId]);
  return out;
}

/** Another brand with this Chinese name (case-insensitive), if any. */
export async function brandNamed(db: Tx, name: string, exceptId = 0) {
  const [row] = await db
    .select({ brandId: brands.brandId })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = ${name.toLowerCase()}`, ne(brands.brandId, exceptId)))
    .limit(1);
  return row;
}

export async function brandExists(db: Tx, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.brandId }).from(brands).where(eq(brands.brandId, brandId)).for("update");
  return row !== undefined;
}

export async function insertBrand(db: Tx, values: typeof brands.$inferInsert): Promise<number> {
  const [row] = await db.insert(brands).values(values).returning({ brandId: brands.brandId });
  return row!.brandId;
}

export async function updateBrand(db: Tx, brandId: number, set: PgUpdateSetSource<typeof brands>) {
  await db.update(brands).set(set).where(eq(brands.brandId, brandId));
}

/** Replaces the brand's category links. */
export async function setBrandCategories(db: Tx, brandId: number, categoryIds: number[]) {
  await db.delete(brandCategories).where(eq(brandCategories.brandId, brandId));
  if (categoryIds.length)
    await db.insert(brandCategories).values(categoryIds.map((categoryId) => ({ brandId, categoryId })));
}

// ---------------------------------------------------------------- products

export interface PlatformProductFilter {
  prodName?: string;
  shopName?: string;
  categoryId?: number;
  status?: "0" | "1" | "takedown";
}

/** One page of every shop's products (not deleted) under the filter, last changed first, and their count. */
export async function platformProductPage(db: Tx, limit: number, offset: number, f: PlatformProductFilter) {
  const conds: SQL[] = [ne(products.status, -1)];
  if (f.prodName) {
    const byName = or(ilike(products.nameZh, containing(f.prodName)), ilike(products.nameEn, containing(f.prodName)))!;
    conds.push(/^\d{1,9}$/.test(f.prodName) ? or(byName, eq(products.prodId, Number(f.prodName)))! : byName);
  }
  if (f.shopName)
    conds.push(or(ilike(shops.nameZh, containing(f.shopName)), ilike(shops.nameEn, containing(f.shopName)))!);
  if (f.categoryId !== undefined) {
    const c = f.categoryId;
    conds.push(
      sql`${products.categoryId} in (select category_id from categories where category_id = ${c} or parent_id = ${c}
        or parent_id in (select category_id from categories where parent_id = ${c}))`,
    );
  }
  if (f.status === "takedown") conds.push(sql`${productTakedowns.prodId} is not null`);
  else if (f.status !== undefined) conds.push(eq(products.status, Number(f.status)));
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .leftJoin(productTakedowns, eq(productTakedowns.prodId, products.prodId))
    .where(where);
  const rows = await db
    .select({
      prodId: products.prodId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      pic: products.pic,
      shopId: products.shopId,
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
      categoryId: products.categoryId,
      price: products.price,
      totalStock: products.totalStock,
      soldNum: products.soldNum,
      status: products.status,
      updatedAt: products.updatedAt,
      takedownReason: productTakedowns.reason,
      takedownAt: productTakedowns.createdAt,
    })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .leftJoin(productTakedowns, eq(productTakedowns.prodId, products.prodId))
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.prodId))
    .limit(limit)
    .offset(offset);
  return { rows, total: count?.n ?? 0 };
}
