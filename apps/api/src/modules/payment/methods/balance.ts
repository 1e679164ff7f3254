import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../infra/db/client.ts";
import { showFail } from "../../../infra/http/app-error.ts";
import { walletServiceOf } from "../../wallet/service.ts";
import { PAY_TEXT } from "../texts.ts";
import type { Collection, PayMethod } from "./method.ts";

/** The buyer's balance: a wallet ledger debit when paying, a credit when paying back, both at once. */
export const balance: PayMethod = {
  ensureAvailable({ switches }) {
    if (!switches.balancePay) throw showFail(PAY_TEXT.methodOff);
  },

  async collect(ctx, tx, c) {
    await debitBalance(ctx, tx, c, c.amount);
    return { paid: true };
  },

  async payBack(ctx, tx, p) {
    await creditBalance(ctx, tx, p.userId, p.amount, p.refundSn, p.at);
    return { done: true, actor: "payment:balance" };
  },
};

/** A trade paid from the balance (`amount` of it: all, or what gift cards left), keyed by the pay number. */
export async function debitBalance(ctx: AppContext, tx: Tx, c: Collection, amount: number): Promise<void> {
  await walletServiceOf(ctx).post(tx, {
    userId: c.userId,
    amount: -amount,
    reason: "order_pay",
    refType: "trade",
    refId: c.payNo,
    at: c.at,
  });
}

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
