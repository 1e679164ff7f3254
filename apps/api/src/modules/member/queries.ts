import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { jsonDate, type ReadPart } from "../../infra/db/read-together.ts";
import {
  growthLedger,
  memberLevelGrants,
  memberLevels,
  memberOrders,
  memberPeriods,
  members,
  users,
} from "../../infra/db/schema/index.ts";

export type LevelRow = typeof memberLevels.$inferSelect;
export type PeriodRow = typeof memberPeriods.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type MemberOrderRow = typeof memberOrders.$inferSelect;

/** Growth levels by threshold, then the paid level. */
export function levels(db: Tx): Promise<LevelRow[]> {
  return db.select().from(memberLevels).orderBy(asc(memberLevels.paid), asc(memberLevels.needGrowth));
}

export async function level(db: Tx, levelId: number): Promise<LevelRow | undefined> {
  const [l] = await db.select().from(memberLevels).where(eq(memberLevels.levelId, levelId)).limit(1);
  return l;
}

export function insertLevel(db: Tx, v: typeof memberLevels.$inferInsert): Promise<LevelRow[]> {
  return db.insert(memberLevels).values(v).onConflictDoNothing().returning();
}

export async function updateLevel(db: Tx, levelId: number, set: Partial<typeof memberLevels.$inferInsert>) {
  return db.update(memberLevels).set(set).where(eq(memberLevels.levelId, levelId)).returning();
}

export function periods(db: Tx, enabledOnly = true): Promise<PeriodRow[]> {
  return db
    .select()
    .from(memberPeriods)
    .where(enabledOnly ? eq(memberPeriods.enabled, true) : undefined)
    .orderBy(asc(memberPeriods.seq), asc(memberPeriods.days));
}

export async function period(db: Tx, periodId: number): Promise<PeriodRow | undefined> {
  const [p] = await db
    .select()
    .from(memberPeriods)
    .where(and(eq(memberPeriods.periodId, periodId), eq(memberPeriods.enabled, true)))
    .limit(1);
  return p;
}

export async function replacePeriods(
  tx: Tx,
  list: readonly { nameZh: string; nameEn: string; days: number; price: number }[],
): Promise<void> {
  await tx.update(memberPeriods).set({ enabled: false });
  if (list.length > 0) await tx.insert(memberPeriods).values(list.map((p, i) => ({ ...p, seq: i })));
}

/** The buyer's member row as a part of one statement (`readTogether`). */
export function memberPart(userId: number): ReadPart<MemberRow | undefined> {
  return {
    sql: sql`select user_id, growth, paid_until, updated_at from members where user_id = ${userId}`,
    decode: ([r]) =>
      r && {
        userId: Number(r.user_id),
        growth: Number(r.growth),
        paidUntil: jsonDate(r.paid_until),
        updatedAt: jsonDate(r.updated_at)!,
      },
  };
}

export async function member(db: Tx, userId: number): Promise<MemberRow | undefined> {
  const [m] = await db.select().from(members).where(eq(members.userId, userId)).limit(1);
  return m;
}

/** The buyer's member row, created at 0 if needed, locked for the rest of the transaction. */
export async function lockMember(tx: Tx, userId: number): Promise<MemberRow> {
  await tx.insert(members).values({ userId }).onConflictDoNothing();
  const [m] = await tx.select().from(members).where(eq(members.userId, userId)).for("update");
  return m!;
}

export async function setMember(tx: Tx, userId: number, set: Partial<typeof members.$inferInsert>): Promise<void> {
  await tx.update(members).set(set).where(eq(members.userId, userId));
}

export async function growthSeen(tx: Tx, p: { refType: string; refId: string; reason: string }): Promise<boolean> {
  const [r] = await tx
    .select({ id: growthLedger.id })
    .from(growthLedger)
    .where(and(eq(growthLedger.refType, p.refType), eq(growthLedger.refId, p.refId), eq(growthLedger.reason, p.reason)))
    .limit(1);
  return r !== undefined;
}

export async function appendGrowth(tx: Tx, v: typeof growthLedger.$inferInsert): Promise<void> {
  await tx.insert(growthLedger).values(v);
}

export async function growthSum(db: Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ s: sql<string>`coalesce(sum(${growthLedger.amount}), 0)` })
    .from(growthLedger)
    .where(eq(growthLedger.userId, userId));
  return Number(r?.s ?? 0);
}

export function growthLog(db: Tx, userId: number, limit: number) {
  return db
    .select()
    .from(growthLedger)
    .where(eq(growthLedger.userId, userId))
    .orderBy(desc(growthLedger.id))
    .limit(limit);
}

/** Records that the buyer got a level's joining coupons; false when they already had. */
export async function markGranted(tx: Tx, userId: number, levelId: number, at: Date): Promise<boolean> {
  const r = await tx
    .insert(memberLevelGrants)
    .values({ userId, levelId, grantedAt: at })
    .onConflictDoNothing()
    .returning({ levelId: memberLevelGrants.levelId });
  return r.length > 0;
}

export async function insertOrder(tx: Tx, v: typeof memberOrders.$inferInsert): Promise<void> {
  await tx.insert(memberOrders).values(v);
}

export async function order(db: Tx, orderNo: string): Promise<MemberOrderRow | undefined> {
  const [o] = await db.select().from(memberOrders).where(eq(memberOrders.orderNo, orderNo)).limit(1);
  return o;
}

export async function lockOrder(tx: Tx, orderNo: string): Promise<MemberOrderRow | undefined> {
  const [o] = await tx.select().from(memberOrders).where(eq(memberOrders.orderNo, orderNo)).for("update");
  return o;
}

export async function markOrderPaid(tx: Tx, orderNo: string, at: Date, paidUntil: Date): Promise<void> {
  await tx.update(memberOrders).set({ status: 1, paidAt: at, paidUntil }).where(eq(memberOrders.orderNo, orderNo));
}

export async function userIdOf(db: Tx, who: string): Promise<number | undefined> {
  const [u] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(/^\d+$/.test(who) ? eq(users.userId, Number(who)) : eq(users.userName, who))
    .limit(1);
  return u?.userId;
}

/** The manual adjustment posted under `requestId`, if any: who it was for, how much, and why. */
export async function adjustmentOf(
  tx: Tx,
  requestId: string,
): Promise<{ userId: number; amount: number; note: string | null } | undefined> {
  const [r] = await tx
    .select({ userId: growthLedger.userId, amount: growthLedger.amount, note: growthLedger.note })
    .from(growthLedger)
    .where(
      and(
        eq(growthLedger.refType, "adjust"),
        eq(growthLedger.refId, requestId),
        eq(growthLedger.reason, "admin_adjust"),
      ),
    )
    .limit(1);
  return r;
}
