import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { pointsAccounts, pointsLedger, pointsOrderLines, users } from "../../infra/db/schema/index.ts";

export type LedgerRow = typeof pointsLedger.$inferSelect;
export type LedgerValues = typeof pointsLedger.$inferInsert;

/** Locks the buyer's points row, creating it at 0 first; answers the balance. Inside the caller's transaction. */
export async function lockAccount(tx: Tx, userId: number): Promise<number> {
  await tx.insert(pointsAccounts).values({ userId, balance: 0 }).onConflictDoNothing();
  const [a] = await tx
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId))
    .for("update");
  return Number(a!.balance);
}

export async function postingSeen(tx: Tx, p: { refType: string; refId: string; reason: string }): Promise<boolean> {
  const [seen] = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.refType, p.refType), eq(pointsLedger.refId, p.refId), eq(pointsLedger.reason, p.reason)))
    .limit(1);
  return seen !== undefined;
}

export async function appendPosting(tx: Tx, row: LedgerValues & { createdAt: Date }): Promise<void> {
  await tx.insert(pointsLedger).values(row);
  await tx
    .update(pointsAccounts)
    .set({ balance: row.balanceAfter, updatedAt: row.createdAt })
    .where(eq(pointsAccounts.userId, row.userId));
}

/** The buyer's points balance as a part of one statement (`readTogether`); no account: 0. */
export function balancePart(userId: number): ReadPart<number> {
  return {
    sql: sql`select balance from points_accounts where user_id = ${userId}`,
    decode: ([r]) => Number(r?.balance ?? 0),
  };
}

export async function balanceOf(db: Tx, userId: number): Promise<number> {
  const [a] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId))
    .limit(1);
  return Number(a?.balance ?? 0);
}

export async function ledgerSum(db: Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ s: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(r?.s ?? 0);
}

/** Credits dated before `cutoff` and every debit so far (as a positive number): the expiry's inputs. */
export async function expiryInputs(
  db: Tx,
  userId: number,
  cutoff: Date,
): Promise<{ creditsBefore: number; debits: number }> {
  const [r] = await db
    .select({
      c: sql<number>`coalesce(sum(case when ${pointsLedger.points} > 0 and ${pointsLedger.createdAt} < ${cutoff.toISOString()} then ${pointsLedger.points} else 0 end), 0)`,
      d: sql<number>`coalesce(sum(case when ${pointsLedger.points} < 0 then -${pointsLedger.points} else 0 end), 0)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { creditsBefore: Number(r?.c ?? 0), debits: Number(r?.d ?? 0) };
}

/** Buyers holding points (the expiry job's population), by id after `afterId`. */
export async function holders(db: Tx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ userId: pointsAccounts.userId })
    .from(pointsAccounts)
    .where(and(gt(pointsAccounts.balance, 0), gt(pointsAccounts.userId, afterId)))
    .orderBy(asc(pointsAccounts.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function ledgerPage(
  db: Tx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function userExists(db: Tx, userId: number): Promise<boolean> {
  const [u] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).limit(1);
  return u !== undefined;
}

// ---------------------------------------------------------------- points on order lines

export async function insertOrderLines(tx: Tx, rows: (typeof pointsOrderLines.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(pointsOrderLines).values(rows);
}

export async function orderLinesOf(tx: Tx, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return tx
    .select()
    .from(pointsOrderLines)
    .where(inArray(pointsOrderLines.orderId, [...orderIds]))
    .orderBy(asc(pointsOrderLines.orderItemId))
    .for("update");
}

export async function orderLine(tx: Tx, orderItemId: number) {
  const [r] = await tx
    .select()
    .from(pointsOrderLines)
    .where(eq(pointsOrderLines.orderItemId, orderItemId))
    .for("update");
  return r;
}

/** Adds `n` to what a line gave back, only while it stays within the points spent on it. */
export async function addReturned(tx: Tx, orderItemId: number, n: number): Promise<boolean> {
  const r = await tx
    .update(pointsOrderLines)
    .set({ returned: sql`${pointsOrderLines.returned} + ${n}` })
    .where(
      and(
        eq(pointsOrderLines.orderItemId, orderItemId),
        sql`${pointsOrderLines.returned} + ${n} <= ${pointsOrderLines.points}`,
      ),
    )
    .returning({ id: pointsOrderLines.orderItemId });
  return r.length === 1;
}

/** Which of these orders are points-mall exchanges. */
export async function exchangeOrders(db: Tx, orderIds: readonly number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await db
    .selectDistinct({ orderId: pointsOrderLines.orderId })
    .from(pointsOrderLines)
    .where(and(inArray(pointsOrderLines.orderId, [...orderIds]), eq(pointsOrderLines.kind, 3)));
  return new Set(rows.map((r) => r.orderId));
}

/** The manual adjustment posted under `requestId`, if any: who it was for, how much, and why. */
export async function adjustmentOf(
  tx: Tx,
  requestId: string,
): Promise<{ userId: number; amount: number; note: string | null } | undefined> {
  const [r] = await tx
    .select({ userId: pointsLedger.userId, amount: pointsLedger.points, note: pointsLedger.note })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.refType, "adjust"),
        eq(pointsLedger.refId, requestId),
        eq(pointsLedger.reason, "admin_adjust"),
      ),
    )
    .limit(1);
  return r;
}
