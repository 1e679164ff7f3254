import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { brandCategories, brands, categories, products, shops } from "../../infra/db/schema/index.ts";

export type CategoryRow = typeof categories.$inferSelect;

/** The whole category table (a few hundred rows) in display order; the tree is built in memory. */
export function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.grade), asc(categories.seq), asc(categories.categoryId));
}

/** Active brands linked to any of the categories, each once, by seq. */
export function activeBrandsIn(db: Db, categoryIds: number[]) {
  return db
    .selectDistinct({
      brandId: brands.brandId,
      name: brands.name,
      nameEn: brands.nameEn,
      imgUrl: brands.imgUrl,
      firstLetter: brands.firstLetter,
      seq: brands.seq,
    })
    .from(brands)
    .innerJoin(brandCategories, eq(brandCategories.brandId, brands.brandId))
    .where(and(inArray(brandCategories.categoryId, categoryIds), eq(brands.status, 1)))
    .orderBy(asc(brands.seq), asc(brands.brandId));
}

export function brandById(db: Db, brandId: number) {
  return db
    .select({ name: brands.name, nameEn: brands.nameEn })
    .from(brands)
    .where(eq(brands.brandId, brandId))
    .limit(1);
}

/** On-shelf products by id (order not guaranteed). */
export function onShelfProducts(db: Db, prodIds: number[]) {
  return db
    .select({
      prodId: products.prodId,
      shopId: products.shopId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      briefZh: products.briefZh,
      briefEn: products.briefEn,
      pic: products.pic,
      price: products.price,
      oriPrice: products.oriPrice,
      soldNum: products.soldNum,
    })
    .from(products)
    .where(and(inArray(products.prodId, prodIds), eq(products.status, 1)));
}

/** What a product's generated picture needs (any status: a cart may still show an off-shelf item). */
export function productArt(db: Db, prodId: number) {
  return db
    .select({ nameEn: products.nameEn, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.prodId, prodId))
    .limit(1);
}

/** Shop and names of products (any status). */
export function productOwners(db: Db, prodIds: readonly number[]) {
  return db
    .select({ prodId: products.prodId, shopId: products.shopId, nameZh: products.nameZh, nameEn: products.nameEn })
    .from(products)
    .where(inArray(products.prodId, [...prodIds]));
}

/** Which of these shop ids exist. */
export function existingShops(db: Db, shopIds: readonly number[]) {
  return db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(inArray(shops.shopId, [...shopIds]));
}
