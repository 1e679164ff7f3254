import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../infra/db/client.ts";
import { showFail } from "../../../infra/http/app-error.ts";
import { walletServiceOf } from "../../wallet/service.ts";
import { PAY_TEXT } from "../texts.ts";
import type { PayMethod } from "./method.ts";

/** The buyer's balance: a wallet ledger debit when paying, a credit when paying back, both at once. */
export const balance: PayMethod = {
  ensureAvailable({ switches }) {
    if (!switches.balancePay) throw showFail(PAY_TEXT.methodOff);
  },

  async collect(ctx, tx, c) {
    await walletServiceOf(ctx).post(tx, {
      userId: c.userId,
      amount: -c.amount,
      reason: "order_pay",
      refType: "trade",
      refId: c.payNo,
      at: c.at,
    });
    return { paid: true };
  },

  async payBack(ctx, tx, p) {
    await creditBalance(ctx, tx, p.userId, p.amount, p.refundSn, p.at);
    return { done: true, actor: "payment:balance" };
  },
};

/** A refund credited to the balance (nothing when `amount` is 0), keyed by the refund number. */
export async function creditBalance(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  amount: number,
  refundSn: string,
  at: Date,
): Promise<void> {
  if (amount <= 0) return;
  await walletServiceOf(ctx).post(tx, {
    userId,
    amount,
    reason: "after_sales_refund",
    refType: "refund",
    refId: refundSn,
    at,
  });
}
