import { creditBalance } from "./balance.ts";
import type { PayMethod } from "./method.ts";

/**
 * A trade with nothing left to pay (a points-mall exchange the points paid in full, or orders discounted to zero):
 * its orders are paid at once whatever method was chosen. Its orders carry payType 0 (mall4cloud SCOREPAY) when the
 * submit settled them; whatever money such an order is refunded goes to the balance.
 */
export const nothingToPay: PayMethod = {
  ensureAvailable() {},

  collect() {
    return Promise.resolve({ paid: true });
  },

  async payBack(ctx, tx, p) {
    await creditBalance(ctx, tx, p.userId, p.amount, p.refundSn, p.at);
    return { done: true, actor: "payment:balance" };
  },
};
