import { promotionWhere, type PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { seckillOrders, seckillSkus, seckills } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { FlashCounters } from "./stock/flash-stock.ts";

export type SeckillRow = typeof seckills.$inferSelect;
export type SeckillSkuRow = typeof seckillSkus.$inferSelect;

export async function byId(db: Tx, seckillId: number): Promise<SeckillRow | undefined> {
  const [r] = await db.select().from(seckills).where(eq(seckills.seckillId, seckillId)).limit(1);
  return r;
}

export async function skusOf(db: Tx, seckillIds: readonly number[]): Promise<Map<number, SeckillSkuRow[]>> {
  const out = new Map<number, SeckillSkuRow[]>();
  if (seckillIds.length === 0) return out;
  const rows = await db
    .select()
    .from(seckillSkus)
    .where(inArray(seckillSkus.seckillId, [...seckillIds]))
    .orderBy(asc(seckillSkus.seckillSkuId));
  for (const r of rows) out.set(r.seckillId, [...(out.get(r.seckillId) ?? []), r]);
  return out;
}

export async function skuById(db: Tx, seckillSkuId: number): Promise<SeckillSkuRow | undefined> {
  const [r] = await db.select().from(seckillSkus).where(eq(seckillSkus.seckillSkuId, seckillSkuId)).limit(1);
  return r;
}

/** The activity's row, locked for an edit (a concurrent edit or end waits). */
export async function lockActivity(tx: Tx, seckillId: number): Promise<SeckillRow | undefined> {
  const [r] = await tx.select().from(seckills).where(eq(seckills.seckillId, seckillId)).for("update");
  return r;
}

/** The activity's flash SKUs, row-locked in id order (purchases' `take` and releases of them wait). */
export async function lockSkus(tx: Tx, seckillId: number): Promise<SeckillSkuRow[]> {
  return tx
    .select()
    .from(seckillSkus)
    .where(eq(seckillSkus.seckillId, seckillId))
    .orderBy(asc(seckillSkus.seckillSkuId))
    .for("update");
}

/** Whether any order (also a cancelled one) was placed on these flash SKUs. */
export async function haveOrders(tx: Tx, seckillSkuIds: readonly number[]): Promise<boolean> {
  if (seckillSkuIds.length === 0) return false;
  const [r] = await tx
    .select({ id: seckillOrders.orderId })
    .from(seckillOrders)
    .where(inArray(seckillOrders.seckillSkuId, [...seckillSkuIds]))
    .limit(1);
  return r !== undefined;
}

/** Activities not ended at `at` (status on, end in the future), by start then id. */
export async function live(db: Tx, at: Date): Promise<SeckillRow[]> {
  return db
    .select()
    .from(seckills)
    .where(and(eq(seckills.status, 1), gt(seckills.endTime, at)))
    .orderBy(asc(seckills.startTime), asc(seckills.seckillId));
}

/** A product's flash sales running at `at` (started, not ended, not ended by the shop), soonest to end first. */
export async function runningOfProduct(db: Tx, prodId: number, at: Date): Promise<SeckillRow[]> {
  return db
    .select()
    .from(seckills)
    .where(
      and(eq(seckills.prodId, prodId), eq(seckills.status, 1), gt(seckills.endTime, at), lte(seckills.startTime, at)),
    )
    .orderBy(asc(seckills.endTime), asc(seckills.seckillId))
    .limit(1);
}

export async function ofShop(db: Tx, shopId: number, filter: PromotionFilter, at: Date, limit: number, offset: number) {
  const where = promotionWhere(seckills, shopId, filter, at);
  const [rows, [n]] = await Promise.all([
    db.select().from(seckills).where(where).orderBy(desc(seckills.seckillId)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(seckills)
      .where(where),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

/**
 * The database's figures for one flash SKU, what the gate is rebuilt from: units left
 * (initial − held by orders not cancelled) and the pieces each buyer holds.
 */
export async function counters(db: Tx, seckillSkuId: number): Promise<FlashCounters | null> {
  const sku = await skuById(db, seckillSkuId);
  if (!sku) return null;
  const rows = await db
    .select({ userId: seckillOrders.userId, n: sql<number>`sum(${seckillOrders.count})::int` })
    .from(seckillOrders)
    .where(and(eq(seckillOrders.seckillSkuId, seckillSkuId), isNull(seckillOrders.releasedAt)))
    .groupBy(seckillOrders.userId);
  return { left: sku.stock - sku.sold, users: new Map(rows.map((r) => [r.userId, Number(r.n)])) };
}

/** Takes `n` units in the database: the authoritative check (`sold + n <= stock`); false when sold out. Locks the row. */
export async function take(tx: Tx, seckillSkuId: number, n: number): Promise<boolean> {
  const r = await tx
    .update(seckillSkus)
    .set({ sold: sql`${seckillSkus.sold} + ${n}` })
    .where(and(eq(seckillSkus.seckillSkuId, seckillSkuId), sql`${seckillSkus.sold} + ${n} <= ${seckillSkus.stock}`))
    .returning({ id: seckillSkus.seckillSkuId });
  return r.length > 0;
}

/** Pieces the buyer holds in the activity (orders not cancelled). */
export async function heldBy(tx: Tx, seckillId: number, userId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${seckillOrders.count}), 0)::int` })
    .from(seckillOrders)
    .where(
      and(eq(seckillOrders.seckillId, seckillId), eq(seckillOrders.userId, userId), isNull(seckillOrders.releasedAt)),
    );
  return Number(r?.n ?? 0);
}

/**
 * Releases the flash units of cancelled orders, once: only rows not yet released are marked and
 * only their units go back. Answers what was released (to give back to the gate too).
 */
export async function release(
  tx: Tx,
  orderIds: readonly number[],
  at: Date,
): Promise<{ orderId: number; seckillSkuId: number; userId: number; count: number }[]> {
  if (orderIds.length === 0) return [];
  const released = await tx
    .update(seckillOrders)
    .set({ releasedAt: at })
    .where(and(inArray(seckillOrders.orderId, [...orderIds]), isNull(seckillOrders.releasedAt)))
    .returning({
      orderId: seckillOrders.orderId,
      seckillSkuId: seckillOrders.seckillSkuId,
      userId: seckillOrders.userId,
      count: seckillOrders.count,
    });
  for (const r of [...released].sort((a, b) => a.seckillSkuId - b.seckillSkuId))
    await tx
      .update(seckillSkus)
      .set({ sold: sql`${seckillSkus.sold} - ${r.count}` })
      .where(eq(seckillSkus.seckillSkuId, r.seckillSkuId));
  return released;
}

/** Sessions (distinct start times) of flash sales not ended ("live") or ended, with their counts. */
export async function sessionsPage(db: Tx, when: "live" | "ended", at: Date, limit: number, offset: number) {
  const grouped = db
    .select({
      start: seckills.startTime,
      end: sql<Date>`max(${seckills.endTime})`.as("end"),
      count: sql<number>`count(*)::int`.as("count"),
      ended: sql<number>`(count(*) filter (where ${seckills.status} = 0))::int`.as("ended"),
    })
    .from(seckills)
    .groupBy(seckills.startTime)
    .as("g");
  const cond = when === "live" ? sql`${grouped.end} > ${at}` : sql`${grouped.end} <= ${at}`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .where(cond)
      .orderBy(when === "live" ? asc(grouped.start) : desc(grouped.start))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(grouped)
      .where(cond),
  ]);
  return {
    rows: rows.map((r) => ({ start: r.start, end: new Date(r.end), count: Number(r.count), ended: Number(r.ended) })),
    total: Number(total?.n ?? 0),
  };
}

/** The flash sales starting in the second `session` (epoch seconds), by id. */
export async function ofSession(db: Tx, session: number, limit: number, offset: number) {
  const cond = and(
    gte(seckills.startTime, new Date(session * 1000)),
    lt(seckills.startTime, new Date((session + 1) * 1000)),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(seckills).where(cond).orderBy(asc(seckills.seckillId)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(seckills)
      .where(cond),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
