import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { cartItems, users } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

export type CartRow = typeof cartItems.$inferSelect;

/** Serialises one buyer's cart writes (limits per product and per cart): the buyer's users row is the lock. */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.userId }).from(users).where(eq(users.userId, userId)).for("update");
}

/** The buyer's lines, newest first. */
export function lines(db: Tx, userId: number): Promise<CartRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.basketId));
}

export function linesByIds(db: Tx, userId: number, basketIds: readonly number[]): Promise<CartRow[]> {
  if (basketIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.basketId, [...basketIds])))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.basketId));
}

export async function lineById(db: Tx, userId: number, basketId: number): Promise<CartRow | null> {
  const [r] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.basketId, basketId)))
    .limit(1);
  return r ?? null;
}

export async function lineBySku(db: Tx, userId: number, skuId: number): Promise<CartRow | null> {
  const [r] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
    .limit(1);
  return r ?? null;
}

/** Pieces of one product in the buyer's cart, except one line. */
export async function productCount(
  db: Tx,
  userId: number,
  prodId: number,
  exceptBasketId: number | null,
): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.count}), 0)::int` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.prodId, prodId),
        exceptBasketId === null ? undefined : sql`${cartItems.basketId} <> ${exceptBasketId}`,
      ),
    );
  return Number(r?.n ?? 0);
}

export async function lineCount(db: Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(r?.n ?? 0);
}

export async function pieces(db: Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.count}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(r?.n ?? 0);
}

export async function insertLine(
  db: Tx,
  v: { userId: number; shopId: number; prodId: number; skuId: number; count: number; at: Date },
): Promise<number> {
  const [r] = await db
    .insert(cartItems)
    .values({ userId: v.userId, shopId: v.shopId, prodId: v.prodId, skuId: v.skuId, count: v.count, createdAt: v.at })
    .returning({ basketId: cartItems.basketId });
  return r!.basketId;
}

export async function setCount(db: Tx, userId: number, basketId: number, count: number): Promise<void> {
  await db
    .update(cartItems)
    .set({ count })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.basketId, basketId)));
}

export async function deleteLines(db: Tx, userId: number, basketIds: readonly number[]): Promise<number> {
  if (basketIds.length === 0) return 0;
  const r = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.basketId, [...basketIds])))
    .returning({ id: cartItems.basketId });
  return r.length;
}

export async function deleteAll(db: Tx, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
