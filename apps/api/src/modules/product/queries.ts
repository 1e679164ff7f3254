import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { brands, products, shops, skus } from "../../infra/db/schema/index.ts";

/** A product with its shop and brand, whatever their status (the caller decides what to answer). */
export function productWithShop(db: Db, prodId: number) {
  return db
    .select({
      product: products,
      shop: {
        shopId: shops.shopId,
        nameZh: shops.nameZh,
        nameEn: shops.nameEn,
        logo: shops.logo,
        score: shops.score,
        status: shops.status,
        shopType: shops.shopType,
        followers: shops.followers,
      },
      brand: { brandId: brands.brandId, name: brands.name, nameEn: brands.nameEn, imgUrl: brands.imgUrl },
    })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .leftJoin(brands, eq(brands.brandId, products.brandId))
    .where(eq(products.prodId, prodId))
    .limit(1);
}

/** Active SKUs of a product in id order (the seed's cartesian order). */
export function activeSkus(db: Db, prodId: number) {
  return db
    .select()
    .from(skus)
    .where(and(eq(skus.prodId, prodId), eq(skus.status, 1)))
    .orderBy(asc(skus.skuId));
}

/** The leaf category and shop of a product (any status), for recommendations. */
export function productPlacement(db: Db, prodId: number) {
  return db
    .select({ categoryId: products.categoryId, shopId: products.shopId })
    .from(products)
    .where(eq(products.prodId, prodId))
    .limit(1);
}
