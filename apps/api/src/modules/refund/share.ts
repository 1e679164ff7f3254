/**
 * What the buyer paid for an order line, after the order's reductions: the most that line can
 * ever refund (ADR 0012). THE one place this is computed.
 *
 * It is the line's stored `actualTotal`: price × count minus the line's own shares of the
 * activity, shop discount, shop coupon and platform coupon reductions (and points), which the
 * pricing pipeline apportions to the fen when the order is submitted (ADR 0009) and stores on
 * `order_items`. So a refund gives back exactly what the buyer paid for that line, and the
 * shares of all lines sum to exactly the order's paid amount minus freight. Freight is not part
 * of any line's share (documented in ADR 0012).
 */
export interface ShareLine {
  orderItemId: number;
  /** What the buyer paid for the line (total − its stored reduction shares), fen */
  actualTotal: number;
}

/** Every line's refundable share (fen), by orderItemId. */
export function refundableShares(lines: readonly ShareLine[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.actualTotal) || l.actualTotal < 0)
      throw new RangeError(`line ${l.orderItemId} has no valid paid amount (${l.actualTotal})`);
    out.set(l.orderItemId, l.actualTotal);
  }
  return out;
}

/** The refundable share of one line of the order. */
export function refundableShare(lines: readonly ShareLine[], orderItemId: number): number {
  const share = refundableShares(lines).get(orderItemId);
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
