import { describe, expect, it } from "vitest";
import { maxRefundFor, refundableShare, refundableShares } from "./share.ts";

const none = {
  activityReduce: 0,
  shopDiscountReduce: 0,
  shopCouponReduce: 0,
  platformCouponReduce: 0,
  pointsReduce: 0,
};

describe("a line's refundable share", () => {
  it.each([
    // reductions, line totals, expected shares
    [0, [1000, 2000], [1000, 2000]],
    [300, [1000, 2000], [900, 1800]],
    [100, [1000, 1000, 1000], [966, 967, 967]],
    [1, [1, 1, 1], [0, 1, 1]],
    [5000, [1000, 2000], [0, 0]],
    [7, [3333, 3333, 3334], [3331, 3331, 3331]],
  ] as const)("reduction %i over %j → %j, summing to what was paid", (reduce, totals, expected) => {
    const lines = totals.map((total, i) => ({ orderItemId: i + 1, total }));
    const shares = refundableShares({ ...none, shopCouponReduce: reduce }, lines);
    expect(lines.map((l) => shares.get(l.orderItemId))).toEqual(expected);
    const goods = totals.reduce((a, b) => a + b, 0);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(Math.max(0, goods - reduce));
  });
  it("sums every kind of reduction", () => {
    const o = {
      activityReduce: 10,
      shopDiscountReduce: 20,
      shopCouponReduce: 30,
      platformCouponReduce: 40,
      pointsReduce: 0,
    };
    expect(refundableShare(o, [{ orderItemId: 7, total: 1000 }], 7)).toBe(900);
  });
  it("an unknown line is an error, not zero", () => expect(() => refundableShare(none, [], 1)).toThrow(RangeError));
  it.each([
    // share, bought, refundedCount, refundedAmount, count → max
    [1000, 4, 0, 0, 1, 250],
    [1000, 4, 0, 0, 4, 1000],
    [1000, 3, 0, 0, 1, 333],
    [1000, 3, 2, 666, 1, 334],
    [1000, 3, 1, 900, 1, 100],
  ] as const)(
    "share %i of %i pieces, %i refunded for %i: %i more pieces may ask %i",
    (share, bought, rc, ra, count, max) => expect(maxRefundFor(share, bought, rc, ra, count)).toBe(max),
  );
});
