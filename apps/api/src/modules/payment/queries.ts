import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { payAttempts, payNotifications, sandboxWxPayments, trades } from "../../infra/db/schema/index.ts";

export type AttemptRow = typeof payAttempts.$inferSelect;
export type AttemptValues = typeof payAttempts.$inferInsert;
export type NotificationValues = typeof payNotifications.$inferInsert;
export type TradeRow = typeof trades.$inferSelect;
export type SandboxPaymentRow = typeof sandboxWxPayments.$inferSelect;

// ---------------------------------------------------------------- trades

/** The trade paid (by whatever paid its orders). */
export async function markTradePaid(tx: Tx, payNo: string, payType: number, at: Date): Promise<void> {
  await tx.update(trades).set({ status: 1, payType, paidAt: at }).where(eq(trades.payNo, payNo));
}

/** Opens an unpaid trade (what the buyer pays for the orders of one submit). */
export async function insertTrade(tx: Tx, values: typeof trades.$inferInsert): Promise<void> {
  await tx.insert(trades).values(values);
}

/** insertTrade as SQL, for one larger statement (submit, ADR 0031). */
export function insertTradeSql(tx: Tx, values: typeof trades.$inferInsert): SQL {
  return tx.insert(trades).values(values).getSQL();
}

export async function tradeOf(db: Tx, payNo: string): Promise<TradeRow | undefined> {
  const [t] = await db.select().from(trades).where(eq(trades.payNo, payNo)).limit(1);
  return t;
}

// ---------------------------------------------------------------- prepays (pay attempts)

export async function attemptOf(db: Tx, prepayId: string): Promise<AttemptRow | undefined> {
  const [a] = await db.select().from(payAttempts).where(eq(payAttempts.prepayId, prepayId)).limit(1);
  return a;
}

/** The prepay, locked for the caller's transaction. */
export async function lockAttempt(tx: Tx, prepayId: string): Promise<AttemptRow | undefined> {
  const [a] = await tx.select().from(payAttempts).where(eq(payAttempts.prepayId, prepayId)).for("update");
  return a;
}

/** The newest unpaid prepay of a trade still valid after `validAfter`. */
export async function liveAttempt(tx: Tx, payNo: string, validAfter: Date): Promise<AttemptRow | undefined> {
  const [live] = await tx
    .select()
    .from(payAttempts)
    .where(and(eq(payAttempts.payNo, payNo), eq(payAttempts.status, "NOTPAY"), gt(payAttempts.expiresAt, validAfter)))
    .orderBy(desc(payAttempts.createdAt))
    .limit(1);
  return live;
}

/** The top-up's prepay that can still be paid after `validAfter`, if any. */
export async function liveRechargeAttempt(
  tx: Tx,
  rechargeNo: string,
  validAfter: Date,
): Promise<AttemptRow | undefined> {
  const [live] = await tx
    .select()
    .from(payAttempts)
    .where(
      and(
        eq(payAttempts.rechargeNo, rechargeNo),
        eq(payAttempts.status, "NOTPAY"),
        gt(payAttempts.expiresAt, validAfter),
      ),
    )
    .limit(1);
  return live;
}

/** The membership purchase's prepay that can still be paid after `validAfter`, if any. */
export async function liveMemberAttempt(
  tx: Tx,
  memberOrderNo: string,
  validAfter: Date,
): Promise<AttemptRow | undefined> {
  const [live] = await tx
    .select()
    .from(payAttempts)
    .where(
      and(
        eq(payAttempts.memberOrderNo, memberOrderNo),
        eq(payAttempts.status, "NOTPAY"),
        gt(payAttempts.expiresAt, validAfter),
      ),
    )
    .limit(1);
  return live;
}

export async function insertAttempt(tx: Tx, values: AttemptValues): Promise<AttemptRow> {
  const [a] = await tx.insert(payAttempts).values(values).returning();
  return a!;
}

export async function markAttemptPaid(tx: Tx, prepayId: string, txnId: string, at: Date): Promise<void> {
  await tx
    .update(payAttempts)
    .set({ status: "SUCCESS", providerTxnId: txnId, paidAt: at })
    .where(eq(payAttempts.prepayId, prepayId));
}

// ---------------------------------------------------------------- notifications

/** Records a notification event; undefined when its event id was recorded before (a replay). */
export async function recordNotification(tx: Tx, values: NotificationValues): Promise<number | undefined> {
  const [recorded] = await tx
    .insert(payNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: payNotifications.id });
  return recorded?.id;
}

export async function setNotificationOutcome(tx: Tx, id: number, outcome: string): Promise<void> {
  await tx.update(payNotifications).set({ outcome }).where(eq(payNotifications.id, id));
}

// ---------------------------------------------------------------- the sandbox gateway's books

export async function sandboxPaymentOf(db: Tx, prepayId: string): Promise<SandboxPaymentRow | undefined> {
  const [paid] = await db.select().from(sandboxWxPayments).where(eq(sandboxWxPayments.prepayId, prepayId)).limit(1);
  return paid;
}

export async function bookSandboxPayment(db: Tx, values: typeof sandboxWxPayments.$inferInsert): Promise<void> {
  await db.insert(sandboxWxPayments).values(values).onConflictDoNothing();
}
