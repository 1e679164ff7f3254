import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";
import { walletServiceOf } from "../wallet/service.ts";

/** Top-up status: 0 unpaid, 1 paid. */
export const RechargeStatus = { UNPAID: 0, PAID: 1 } as const;

/**
 * Credits a paid top-up, in the payment's transaction: the amount (`recharge`) and the tier's gift
 * (`recharge_bonus`), both keyed by the top-up number, so whatever the notifications do (replays,
 * the sweep, a second event id) the balance grows once. Lock order: the top-up row, then the wallet.
 */
export async function creditRecharge(ctx: AppContext, tx: Tx, rechargeNo: string, at: Date): Promise<void> {
  const r = await q.lockRecharge(tx, rechargeNo);
  if (!r || r.status === RechargeStatus.PAID) return;
  const wallet = walletServiceOf(ctx);
  const ref = { userId: r.userId, refType: "recharge", refId: rechargeNo, at };
  await wallet.post(tx, { ...ref, amount: r.amount, reason: "recharge" });
  if (r.bonus > 0) await wallet.post(tx, { ...ref, amount: r.bonus, reason: "recharge_bonus" });
  await q.markRechargePaid(tx, rechargeNo, RechargeStatus.PAID, at);
}
