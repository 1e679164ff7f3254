/**
 * What the buyer paid for an order line, after the order's reductions: the most that line can
 * ever refund (ADR 0012). THE one place this is computed — when the coupons work
 * stores per-line reduction shares, only this function changes.
 *
 * Today: the order's reductions (activity, shop discount, shop and platform coupons, points)
 * apportioned to its lines in proportion to their goods amount, rounded down to the fen, the
 * remaining fen going to the lines with the largest remainders (ties: the earlier line). The
 * shares of all lines sum to exactly the order's reduction. Freight is not part of any line's
 * share (documented in the ADR).
 */
export interface ShareOrder {
  activityReduce: number;
  shopDiscountReduce: number;
  shopCouponReduce: number;
  platformCouponReduce: number;
  pointsReduce: number;
}
export interface ShareLine {
  orderItemId: number;
  /** price × count, fen */
  total: number;
}

export function orderReduction(o: ShareOrder): number {
  return o.activityReduce + o.shopDiscountReduce + o.shopCouponReduce + o.platformCouponReduce + o.pointsReduce;
}

/** Every line's refundable share (fen), by orderItemId. */
export function refundableShares(order: ShareOrder, lines: readonly ShareLine[]): Map<number, number> {
  const sorted = [...lines].sort((a, b) => a.orderItemId - b.orderItemId);
  const goods = sorted.reduce((a, l) => a + l.total, 0);
  const reduction = Math.min(orderReduction(order), goods);
  const out = new Map<number, number>();
  if (reduction <= 0 || goods === 0) {
    for (const l of sorted) out.set(l.orderItemId, l.total);
    return out;
  }
  const parts = sorted.map((l, i) => {
    const exact = (BigInt(reduction) * BigInt(l.total)) % BigInt(goods);
    return { i, floor: Number((BigInt(reduction) * BigInt(l.total)) / BigInt(goods)), rem: exact };
  });
  let rest = reduction - parts.reduce((a, p) => a + p.floor, 0);
  const byRem = [...parts].sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const p of byRem) {
    if (rest <= 0) break;
    p.floor += 1;
    rest -= 1;
  }
  for (const p of parts) out.set(sorted[p.i]!.orderItemId, sorted[p.i]!.total - p.floor);
  return out;
}

/** The refundable share of one line of the order. */
export function refundableShare(order: ShareOrder, lines: readonly ShareLine[], orderItemId: number): number {
  const share = refundableShares(order, lines).get(orderItemId);
  if (share === undefined) throw new RangeError(`line ${orderItemId} is not in the order`);
  return share;
}

/**
 * The most a new application for `count` pieces may ask, given what the line already refunded
 * (or has in flight): a proportional part of the share for a partial quantity, and everything
 * left when the last pieces go back, so the line's refunds sum to at most its share.
 */
export function maxRefundFor(
  share: number,
  bought: number,
  refundedCount: number,
  refundedAmount: number,
  count: number,
): number {
  const left = share - refundedAmount;
  if (count >= bought - refundedCount) return Math.max(0, left);
  return Math.max(0, Math.min(left, Math.floor((share * count) / bought)));
}
