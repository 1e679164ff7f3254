import { eq } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { products, shops } from "../../infra/db/schema/index.ts";

/*
 * Read-only facts about products and shops that collections and footprints need, whatever
 * their status (a collected product that went off the shelf is still listed, greyed out).
 * The catalog and shop services only answer on-shelf products and open shops, so these few
 * reads live here, in one place, until those services offer "any status" lookups — then
 * this file becomes calls to them. Nothing here writes to another module's tables.
 */

/** Product status: 1 on shelf, 0 off shelf, -1 deleted; null when there is no such product. */
export async function productStatus(db: Db, prodId: number): Promise<number | null> {
  const [row] = await db.select({ status: products.status }).from(products).where(eq(products.prodId, prodId)).limit(1);
  return row?.status ?? null;
}

/** Shop status: 1 open, other values closed/offline/applying, -1 deleted; null when there is no such shop. */
export async function shopStatus(db: Db, shopId: number): Promise<number | null> {
  const [row] = await db.select({ status: shops.status }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
  return row?.status ?? null;
}

/** Columns for joining a product brief onto a list (name in both languages: the caller picks). */
export const productBriefColumns = {
  prodId: products.prodId,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  pic: products.pic,
  price: products.price,
  oriPrice: products.oriPrice,
  status: products.status,
  shopId: products.shopId,
};

export const shopBriefColumns = {
  shopId: shops.shopId,
  nameZh: shops.nameZh,
  nameEn: shops.nameEn,
  logo: shops.logo,
  status: shops.status,
};

export { products, shops };
