import { and, count, desc, eq } from "drizzle-orm";
import type { PageQuery } from "@souk/contract";
import { pageOffset } from "@souk/contract";
import type { Db } from "../../infra/db/client.ts";
import { prodCollections, shopCollections } from "../../infra/db/schema/index.ts";
import { productBriefColumns, products, shopBriefColumns, shops } from "../catalog/catalog-reads.ts";

export async function prodCollectionId(db: Db, userId: number, prodId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: prodCollections.collectionId })
    .from(prodCollections)
    .where(and(eq(prodCollections.userId, userId), eq(prodCollections.prodId, prodId)))
    .limit(1);
  return row?.id ?? null;
}

/** Inserts unless already there (a double click collects once). */
export async function addProd(db: Db, userId: number, prodId: number, at: Date): Promise<void> {
  await db.insert(prodCollections).values({ userId, prodId, createdAt: at }).onConflictDoNothing();
}

/** Deletes the buyer's own row; false when there was none (unknown id or another buyer's). */
export async function removeProdBy(
  db: Db,
  userId: number,
  by: { prodId: number } | { collectionId: number },
): Promise<boolean> {
  const match =
    "prodId" in by ? eq(prodCollections.prodId, by.prodId) : eq(prodCollections.collectionId, by.collectionId);
  const rows = await db
    .delete(prodCollections)
    .where(and(eq(prodCollections.userId, userId), match))
    .returning({ id: prodCollections.collectionId });
  return rows.length > 0;
}

export async function countProds(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(prodCollections).where(eq(prodCollections.userId, userId));
  return Number(row?.n ?? 0);
}

/** A page of collected products with their briefs, newest first. */
export function prodPage(db: Db, userId: number, q: PageQuery) {
  return db
    .select({
      collectionId: prodCollections.collectionId,
      createdAt: prodCollections.createdAt,
      ...productBriefColumns,
    })
    .from(prodCollections)
    .innerJoin(products, eq(products.prodId, prodCollections.prodId))
    .where(eq(prodCollections.userId, userId))
    .orderBy(desc(prodCollections.createdAt), desc(prodCollections.collectionId))
    .limit(q.size)
    .offset(pageOffset(q));
}

export async function shopCollectionId(db: Db, userId: number, shopId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: shopCollections.collectionId })
    .from(shopCollections)
    .where(and(eq(shopCollections.userId, userId), eq(shopCollections.shopId, shopId)))
    .limit(1);
  return row?.id ?? null;
}

export async function addShop(db: Db, userId: number, shopId: number, at: Date): Promise<void> {
  await db.insert(shopCollections).values({ userId, shopId, createdAt: at }).onConflictDoNothing();
}

export async function removeShopBy(
  db: Db,
  userId: number,
  by: { shopId: number } | { collectionId: number },
): Promise<boolean> {
  const match =
    "shopId" in by ? eq(shopCollections.shopId, by.shopId) : eq(shopCollections.collectionId, by.collectionId);
  const rows = await db
    .delete(shopCollections)
    .where(and(eq(shopCollections.userId, userId), match))
    .returning({ id: shopCollections.collectionId });
  return rows.length > 0;
}

export async function countShops(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopCollections).where(eq(shopCollections.userId, userId));
  return Number(row?.n ?? 0);
}

export function shopPage(db: Db, userId: number, q: PageQuery) {
  return db
    .select({ collectionId: shopCollections.collectionId, createdAt: shopCollections.createdAt, ...shopBriefColumns })
    .from(shopCollections)
    .innerJoin(shops, eq(shops.shopId, shopCollections.shopId))
    .where(eq(shopCollections.userId, userId))
    .orderBy(desc(shopCollections.createdAt), desc(shopCollections.collectionId))
    .limit(q.size)
    .offset(pageOffset(q));
}
