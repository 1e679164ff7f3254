import { describe, expect, it } from "vitest";
import { maxRefundFor, refundableShare, refundableShares } from "./share.ts";

describe("a line's refundable share", () => {
  it("is what the buyer paid for each line (its stored amount after its reduction shares), freight excluded", () => {
    // Three lines after a shop coupon and a platform coupon apportioned by the pipeline (sums: 777 and 1111).
    const lines = [
      { orderItemId: 3, actualTotal: 9000 - 259 - 370 },
      { orderItemId: 1, actualTotal: 10000 - 288 - 411 },
      { orderItemId: 2, actualTotal: 6000 - 230 - 330 },
    ];
    const shares = refundableShares(lines);
    expect([1, 2, 3].map((id) => shares.get(id))).toEqual([9301, 5440, 8371]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(25000 - 777 - 1111);
  });
  it("a line bought free refunds nothing", () =>
    expect(refundableShare([{ orderItemId: 7, actualTotal: 0 }], 7)).toBe(0));
  it("a corrupt paid amount is an error, never a refund", () =>
    expect(() => refundableShares([{ orderItemId: 7, actualTotal: -1 }])).toThrow(RangeError));
  it("an unknown line is an error, not zero", () => expect(() => refundableShare([], 1)).toThrow(RangeError));
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
