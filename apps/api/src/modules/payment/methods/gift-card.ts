import { showFail } from "../../../infra/http/app-error.ts";
import { giftCardServiceOf } from "../../giftcard/service.ts";
import { GIFT_CARD_TEXT } from "../../giftcard/texts.ts";
import { PAY_TEXT } from "../texts.ts";
import { creditBalance, debitBalance } from "./balance.ts";
import type { PayMethod } from "./method.ts";

/**
 * Gift cards (ADR 0019), the platform's own money: always accepted. The chosen cards pay first (soonest due first),
 * the balance the rest when the buyer allows it and the balance switch is on; a refund goes back to the cards that
 * paid, and what they cannot take to the balance.
 */
export const giftCard: PayMethod = {
  ensureAvailable({ switches, useBalance }) {
    if (useBalance && !switches.balancePay) throw showFail(PAY_TEXT.methodOff);
  },

  async collect(ctx, tx, c) {
    const left = await giftCardServiceOf(ctx).spend(tx, c.userId, c.cardIds, c.amount, c.payNo, c.at);
    if (left > 0 && !c.useBalance) throw showFail(GIFT_CARD_TEXT.insufficient);
    if (left > 0) await debitBalance(ctx, tx, c, left);
    return { paid: true };
  },

  async payBack(ctx, tx, p) {
    const toBalance = await giftCardServiceOf(ctx).refund(tx, p.userId, p.payNo, p.amount, p.refundSn, p.at);
    await creditBalance(ctx, tx, p.userId, toBalance, p.refundSn, p.at);
    return { done: true, actor: "payment:giftcard" };
  },
};
