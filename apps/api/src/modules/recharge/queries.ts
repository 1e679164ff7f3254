import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { rechargePresets, recharges } from "../../infra/db/schema/index.ts";

export type RechargeRow = typeof recharges.$inferSelect;

/** The tiers offered to buyers, in the platform's order. */
export function enabledPresets(db: Tx) {
  return db
    .select()
    .from(rechargePresets)
    .where(eq(rechargePresets.enabled, true))
    .orderBy(asc(rechargePresets.seq), asc(rechargePresets.amount));
}

export async function enabledPreset(db: Tx, presetId: number) {
  const [p] = await db
    .select()
    .from(rechargePresets)
    .where(and(eq(rechargePresets.presetId, presetId), eq(rechargePresets.enabled, true)))
    .limit(1);
  return p;
}

/** Retires every tier and adds the given ones (fen), in order; in the caller's transaction. */
export async function replacePresets(tx: Tx, list: readonly { amount: number; bonus: number }[]): Promise<void> {
  await tx.update(rechargePresets).set({ enabled: false });
  if (list.length > 0)
    await tx.insert(rechargePresets).values(list.map((p, i) => ({ amount: p.amount, bonus: p.bonus, seq: i })));
}

export async function insertRecharge(tx: Tx, values: typeof recharges.$inferInsert): Promise<void> {
  await tx.insert(recharges).values(values);
}

export async function rechargeOf(db: Tx, rechargeNo: string): Promise<RechargeRow | undefined> {
  const [r] = await db.select().from(recharges).where(eq(recharges.rechargeNo, rechargeNo)).limit(1);
  return r;
}

/** The top-up, locked for the caller's transaction (credited once). */
export async function lockRecharge(tx: Tx, rechargeNo: string): Promise<RechargeRow | undefined> {
  const [r] = await tx.select().from(recharges).where(eq(recharges.rechargeNo, rechargeNo)).for("update");
  return r;
}

export async function markRechargePaid(tx: Tx, rechargeNo: string, status: number, at: Date): Promise<void> {
  await tx.update(recharges).set({ status, paidAt: at }).where(eq(recharges.rechargeNo, rechargeNo));
}
