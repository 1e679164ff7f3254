import { and, count, desc, eq, inArray } from "drizzle-orm";
import { pageOffset, type PageQuery } from "@souk/contract";
import type { Db } from "../../infra/db/client.ts";
import { footprints } from "../../infra/db/schema/index.ts";
import { productBriefColumns, products } from "../catalog/catalog-reads.ts";

/** One row per buyer, product and day: a repeat visit that day only refreshes the time. */
export async function upsertFootprint(
  db: Db,
  userId: number,
  prodId: number,
  browseDate: string,
  at: Date,
): Promise<void> {
  await db
    .insert(footprints)
    .values({ userId, prodId, browseDate, browsedAt: at })
    .onConflictDoUpdate({
      target: [footprints.userId, footprints.prodId, footprints.browseDate],
      set: { browsedAt: at },
    });
}

export async function countFootprints(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(footprints).where(eq(footprints.userId, userId));
  return Number(row?.n ?? 0);
}

export function footprintPage(db: Db, userId: number, q: PageQuery) {
  return db
    .select({
      footprintId: footprints.footprintId,
      browseDate: footprints.browseDate,
      browsedAt: footprints.browsedAt,
      ...productBriefColumns,
    })
    .from(footprints)
    .innerJoin(products, eq(products.prodId, footprints.prodId))
    .where(eq(footprints.userId, userId))
    .orderBy(desc(footprints.browsedAt), desc(footprints.footprintId))
    .limit(q.size)
    .offset(pageOffset(q));
}

/** How many of the ids are the buyer's. */
export async function countOwned(db: Db, userId: number, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(footprints)
    .where(and(eq(footprints.userId, userId), inArray(footprints.footprintId, ids)));
  return Number(row?.n ?? 0);
}

export async function deleteFootprints(db: Db, userId: number, ids: number[] | "all"): Promise<void> {
  await db
    .delete(footprints)
    .where(
      ids === "all"
        ? eq(footprints.userId, userId)
        : and(eq(footprints.userId, userId), inArray(footprints.footprintId, ids)),
    );
}
