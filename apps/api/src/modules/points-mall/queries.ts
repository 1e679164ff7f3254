import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { pointsProducts, products } from "../../infra/db/schema/index.ts";

export type MallRow = typeof pointsProducts.$inferSelect;

export async function mallPage(db: Tx, limit: number, offset: number, all = false) {
  const where = all ? sql`true` : and(eq(pointsProducts.status, 1), eq(products.status, 1));
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: pointsProducts, p: products })
      .from(pointsProducts)
      .innerJoin(products, eq(products.prodId, pointsProducts.prodId))
      .where(where)
      .orderBy(asc(pointsProducts.seq), asc(pointsProducts.prodId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsProducts)
      .innerJoin(products, eq(products.prodId, pointsProducts.prodId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function mallProduct(db: Tx, prodId: number) {
  const [r] = await db
    .select({ m: pointsProducts, p: products })
    .from(pointsProducts)
    .innerJoin(products, eq(products.prodId, pointsProducts.prodId))
    .where(eq(pointsProducts.prodId, prodId))
    .limit(1);
  return r;
}

export async function upsertMallProduct(db: Tx, v: typeof pointsProducts.$inferInsert): Promise<void> {
  await db
    .insert(pointsProducts)
    .values(v)
    .onConflictDoUpdate({
      target: pointsProducts.prodId,
      set: {
        points: v.points,
        cash: v.cash ?? 0,
        status: v.status ?? 1,
        seq: v.seq ?? 0,
        updatedBy: v.updatedBy!,
        updatedAt: v.updatedAt!,
      },
    });
}

export async function productExists(db: Tx, prodId: number): Promise<boolean> {
  const [p] = await db.select({ id: products.prodId }).from(products).where(eq(products.prodId, prodId)).limit(1);
  return p !== undefined;
}
