import { describe, expect, it } from "vitest";
import { applyReturnHref, canAskAfterSales, parseRefundSn } from "./links";

describe("after-sales links", () => {
  it("starts from the order line inside the user center", () =>
    expect(applyReturnHref("2026112512000012345678", 7)).toBe(
      "/user-center?currentPage=apply-return&orderNumber=2026112512000012345678&orderItemId=7",
    ));
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, false],
  ])("order status %i offers after-sales: %s", (s, ok) => expect(canAskAfterSales(s)).toBe(ok));
  it.each([
    ["20261125120000123456789", "20261125120000123456789"],
    ["123", null],
    ["abc20261125120000123456789", null],
    [null, null],
  ])("refundSn %s → %s", (v, out) => expect(parseRefundSn(v)).toBe(out));
});
