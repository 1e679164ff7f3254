import { promotionWhere, type PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { groupActivities, groupOrders, groupSkus, groupTeams } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

export type GroupActivityRow = typeof groupActivities.$inferSelect;
export type GroupSkuRow = typeof groupSkus.$inferSelect;
export type GroupTeamRow = typeof groupTeams.$inferSelect;
export type GroupOrderRow = typeof groupOrders.$inferSelect;

export async function byId(db: Tx, id: number): Promise<GroupActivityRow | undefined> {
  const [r] = await db.select().from(groupActivities).where(eq(groupActivities.groupActivityId, id)).limit(1);
  return r;
}

export async function skusOf(db: Tx, ids: readonly number[]): Promise<Map<number, GroupSkuRow[]>> {
  const out = new Map<number, GroupSkuRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(groupSkus)
    .where(inArray(groupSkus.groupActivityId, [...ids]))
    .orderBy(asc(groupSkus.groupSkuId));
  for (const r of rows) out.set(r.groupActivityId, [...(out.get(r.groupActivityId) ?? []), r]);
  return out;
}

export async function skuById(db: Tx, groupSkuId: number): Promise<GroupSkuRow | undefined> {
  const [r] = await db.select().from(groupSkus).where(eq(groupSkus.groupSkuId, groupSkuId)).limit(1);
  return r;
}

/** The activity's row, locked for an edit (a concurrent edit or end waits). */
export async function lockActivity(tx: Tx, id: number): Promise<GroupActivityRow | undefined> {
  const [r] = await tx.select().from(groupActivities).where(eq(groupActivities.groupActivityId, id)).for("update");
  return r;
}

/** Whether any group order (also a cancelled or refunded one) was placed on these group SKUs. */
export async function haveOrders(tx: Tx, groupSkuIds: readonly number[]): Promise<boolean> {
  if (groupSkuIds.length === 0) return false;
  const [r] = await tx
    .select({ id: groupOrders.orderId })
    .from(groupOrders)
    .where(inArray(groupOrders.groupSkuId, [...groupSkuIds]))
    .limit(1);
  return r !== undefined;
}

/** Activities running at `at` (on, started, not ended), soonest end first. */
export async function running(db: Tx, at: Date): Promise<GroupActivityRow[]> {
  return db
    .select()
    .from(groupActivities)
    .where(
      and(eq(groupActivities.status, 1), gt(groupActivities.endTime, at), sql`${groupActivities.startTime} <= ${at}`),
    )
    .orderBy(asc(groupActivities.endTime), asc(groupActivities.groupActivityId));
}

/** A product's running group buys, soonest to end first (at most one). */
export async function runningOfProduct(db: Tx, prodId: number, at: Date): Promise<GroupActivityRow[]> {
  return db
    .select()
    .from(groupActivities)
    .where(
      and(
        eq(groupActivities.prodId, prodId),
        eq(groupActivities.status, 1),
        gt(groupActivities.endTime, at),
        sql`${groupActivities.startTime} <= ${at}`,
      ),
    )
    .orderBy(asc(groupActivities.endTime), asc(groupActivities.groupActivityId))
    .limit(1);
}

export async function ofShop(db: Tx, shopId: number, filter: PromotionFilter, at: Date, limit: number, offset: number) {
  const where = promotionWhere(groupActivities, shopId, filter, at);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(groupActivities)
      .where(where)
      .orderBy(desc(groupActivities.groupActivityId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(groupActivities)
      .where(where),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Groups still waiting for members at `at`, closest to full first, then soonest to expire. */
export async function openTeams(db: Tx, groupActivityId: number, at: Date, limit: number): Promise<GroupTeamRow[]> {
  return db
    .select()
    .from(groupTeams)
    .where(and(eq(groupTeams.groupActivityId, groupActivityId), eq(groupTeams.status, 1), gt(groupTeams.expiresAt, at)))
    .orderBy(sql`${groupTeams.groupNumber} - ${groupTeams.joinNum}`, asc(groupTeams.expiresAt))
    .limit(limit);
}

export async function openTeamCounts(db: Tx, ids: readonly number[], at: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: groupTeams.groupActivityId, n: sql<number>`count(*)::int` })
    .from(groupTeams)
    .where(and(inArray(groupTeams.groupActivityId, [...ids]), eq(groupTeams.status, 1), gt(groupTeams.expiresAt, at)))
    .groupBy(groupTeams.groupActivityId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function teamById(db: Tx, groupTeamId: number): Promise<GroupTeamRow | undefined> {
  const [r] = await db.select().from(groupTeams).where(eq(groupTeams.groupTeamId, groupTeamId)).limit(1);
  return r;
}

/** The group, locked (FOR UPDATE): every change of its members happens under this lock. */
export async function lockTeam(tx: Tx, groupTeamId: number): Promise<GroupTeamRow | undefined> {
  const [r] = await tx.select().from(groupTeams).where(eq(groupTeams.groupTeamId, groupTeamId)).for("update");
  return r;
}

/** Whether the buyer is in the group, or has an unpaid order waiting to join it. */
export async function inTeam(db: Tx, groupTeamId: number, userId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: groupOrders.orderId })
    .from(groupOrders)
    .where(
      and(
        eq(groupOrders.userId, userId),
        or(
          and(eq(groupOrders.groupTeamId, groupTeamId), eq(groupOrders.status, 1)),
          and(eq(groupOrders.targetTeamId, groupTeamId), eq(groupOrders.status, 0)),
        ),
      ),
    )
    .limit(1);
  return r !== undefined;
}

/** Whether the buyer is a paid member of the group (the database's unique index agrees). */
export async function isMember(tx: Tx, groupTeamId: number, userId: number): Promise<boolean> {
  const [r] = await tx
    .select({ id: groupOrders.orderId })
    .from(groupOrders)
    .where(and(eq(groupOrders.groupTeamId, groupTeamId), eq(groupOrders.userId, userId)))
    .limit(1);
  return r !== undefined;
}

/** The buyer's open group in an activity (paid member of a waiting group), if any. */
export async function myOpenTeam(db: Tx, groupActivityId: number, userId: number, at: Date): Promise<number | null> {
  const [r] = await db
    .select({ id: groupTeams.groupTeamId })
    .from(groupOrders)
    .innerJoin(groupTeams, eq(groupTeams.groupTeamId, groupOrders.groupTeamId))
    .where(
      and(
        eq(groupOrders.groupActivityId, groupActivityId),
        eq(groupOrders.userId, userId),
        eq(groupOrders.status, 1),
        eq(groupTeams.status, 1),
        gt(groupTeams.expiresAt, at),
      ),
    )
    .limit(1);
  return r?.id ?? null;
}

export async function groupOrdersOf(tx: Tx, orderIds: readonly number[]): Promise<GroupOrderRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(groupOrders)
    .where(inArray(groupOrders.orderId, [...orderIds]))
    .orderBy(asc(groupOrders.orderId));
}

/** The paid members' orders of a group. */
export async function memberOrders(tx: Tx, groupTeamId: number): Promise<GroupOrderRow[]> {
  return tx
    .select()
    .from(groupOrders)
    .where(and(eq(groupOrders.groupTeamId, groupTeamId), eq(groupOrders.status, 1)))
    .orderBy(asc(groupOrders.orderId));
}

/** Marks unpaid group orders invalid (cancelled before paying); answers nothing kept: their SKU stock goes back as usual. */
export async function invalidateUnpaid(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(groupOrders)
    .set({ status: -1 })
    .where(and(inArray(groupOrders.orderId, [...orderIds]), eq(groupOrders.status, 0)));
}
