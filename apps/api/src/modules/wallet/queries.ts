import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { users, walletLedger, wallets } from "../../infra/db/schema/index.ts";

export type LedgerRow = typeof walletLedger.$inferSelect;
export type LedgerValues = typeof walletLedger.$inferInsert;

/** Locks the buyer's wallet row, creating it at 0 first; answers the balance. Run inside the caller's transaction. */
export async function lockWallet(tx: Tx, userId: number): Promise<number> {
  await tx.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
  const [w] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for("update");
  return Number(w!.balance);
}

/** Whether this business event (refType, refId, reason) is already on the ledger. */
export async function postingSeen(tx: Tx, p: { refType: string; refId: string; reason: string }): Promise<boolean> {
  const [seen] = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.refType, p.refType), eq(walletLedger.refId, p.refId), eq(walletLedger.reason, p.reason)))
    .limit(1);
  return seen !== undefined;
}

/** Appends a ledger row and sets the cached balance to its balanceAfter. */
export async function appendPosting(tx: Tx, row: LedgerValues & { createdAt: Date }): Promise<void> {
  await tx.insert(walletLedger).values(row);
  await tx
    .update(wallets)
    .set({ balance: row.balanceAfter, updatedAt: row.createdAt })
    .where(eq(wallets.userId, row.userId));
}

/** Balance in fen (0 without a wallet). */
export async function balanceOf(db: Tx, userId: number): Promise<number> {
  const [w] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return Number(w?.balance ?? 0);
}

export async function ledgerSum(db: Tx, userId: number): Promise<number> {
  const [r] = await db
    .select({ s: sql<number>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(r?.s ?? 0);
}

/** A page of the buyer's ledger, newest first, and the total count. */
export async function ledgerPage(
  db: Tx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function userExists(db: Tx, userId: number): Promise<boolean> {
  const [u] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).limit(1);
  return u !== undefined;
}

/** The manual adjustment posted under `requestId`, if any: who it was for, how much, and why. */
export async function adjustmentOf(
  tx: Tx,
  requestId: string,
): Promise<{ userId: number; amount: number; note: string | null } | undefined> {
  const [r] = await tx
    .select({ userId: walletLedger.userId, amount: walletLedger.amount, note: walletLedger.note })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.refType, "adjust"),
        eq(walletLedger.refId, requestId),
        eq(walletLedger.reason, "admin_adjust"),
      ),
    )
    .limit(1);
  return r;
}
