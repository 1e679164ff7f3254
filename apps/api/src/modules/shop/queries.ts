import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { shops } from "../../infra/db/schema/index.ts";

/** Shop status 1 = open (mall4cloud ShopStatus); closed (0) and offline (2) shops are never listed. */
export const SHOP_OPEN = 1;

/** Open shops, best-selling first (sort 1) or by id (sort 0). */
export function openShopsRanked(db: Db, limit: number, bySales: boolean) {
  return db
    .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn, logo: shops.logo })
    .from(shops)
    .where(eq(shops.status, SHOP_OPEN))
    .orderBy(...(bySales ? [desc(shops.soldNum), asc(shops.shopId)] : [asc(shops.shopId)]))
    .limit(limit);
}

export function openShopsByIds(db: Db, shopIds: number[]) {
  return db
    .select({
      shopId: shops.shopId,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
      logo: shops.logo,
      introZh: shops.introZh,
      introEn: shops.introEn,
      shopType: shops.shopType,
      score: shops.score,
      followers: shops.followers,
    })
    .from(shops)
    .where(and(inArray(shops.shopId, shopIds), eq(shops.status, SHOP_OPEN)));
}

export function shopArt(db: Db, shopId: number) {
  return db.select({ nameEn: shops.nameEn, nameZh: shops.nameZh }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
}

/** What the seller center's settings page shows and edits. */
export async function shopSettingsRow(db: Db, shopId: number) {
  const [row] = await db
    .select({
      shopId: shops.shopId,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
      logo: shops.logo,
      introZh: shops.introZh,
      introEn: shops.introEn,
      serviceHours: shops.serviceHours,
    })
    .from(shops)
    .where(eq(shops.shopId, shopId))
    .limit(1);
  return row;
}

export async function updateShopSettings(
  db: Db,
  shopId: number,
  set: { logo: string; introZh: string; introEn: string; serviceHours: string },
): Promise<void> {
  await db.update(shops).set(set).where(eq(shops.shopId, shopId));
}
