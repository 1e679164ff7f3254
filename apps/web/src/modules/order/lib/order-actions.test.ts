import type { OrderActions } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { orderButtons, orderSteps, parseOrderNumber, parseStatusParam, searchQuery } from "./order-actions";

const every: OrderActions = {
  pay: true,
  cancel: true,
  confirmReceipt: true,
  delete: true,
  buyAgain: true,
  review: true,
  afterSales: true,
};

describe("status → buttons", () => {
  it.each([
    [1, ["pay", "cancel"]],
    [2, ["buyAgain"]],
    [3, ["confirmReceipt", "buyAgain"]],
    [4, ["review", "buyAgain", "delete"]],
    [5, ["buyAgain", "delete"]],
    [6, ["buyAgain", "delete"]],
    [7, []],
    [99, []],
  ])("status %i offers %j (when the server allows everything)", (status, want) => {
    expect(orderButtons(status, every)).toEqual(want);
  });

  it("the server's flags win: an unpaid order past its deadline cannot be paid, a reviewed one not reviewed again", () => {
    expect(orderButtons(1, { ...every, pay: false })).toEqual(["cancel"]);
    expect(orderButtons(4, { ...every, review: false, afterSales: false })).toEqual(["buyAgain", "delete"]);
    expect(orderButtons(2, null)).toEqual([]);
  });

  it("no status offers after-sales until the after-sales flow exists", () => {
    for (const s of [1, 2, 3, 4, 5, 6, 7]) expect(orderButtons(s, every)).not.toContain("afterSales");
  });

  it("delete is only ever offered for finished or cancelled orders", () => {
    for (const s of [1, 2, 3, 7]) expect(orderButtons(s, every)).not.toContain("delete");
  });
});

describe("uc-order query", () => {
  it.each([
    [null, 0],
    ["3", 3],
    ["7", 7],
    ["8", 8],
    ["9", 9],
    ["-1", 0],
    ["x", 0],
    ["12", 0],
  ])("status=%s → %i", (v, want) => {
    expect(parseStatusParam(v)).toBe(want);
  });

  it.each([
    ["", {}],
    ["   ", {}],
    ["手机", { prodName: "手机" }],
    [" 2026112112000012345678 ", { orderNumber: "2026112112000012345678" }],
    ["12345", { prodName: "12345" }],
  ])("search %j", (input, want) => {
    expect(searchQuery(input)).toEqual(want);
  });
});

describe("order number in the query", () => {
  it.each([
    ["2026112112000012345678", "2026112112000012345678"],
    [" 2026112112000012345678 ", "2026112112000012345678"],
    ["123", null],
    ["2026112112000012345678x", null],
    [null, null],
  ])("%j → %j", (v, want) => {
    expect(parseOrderNumber(v)).toBe(want);
  });
});

describe("order steps", () => {
  const tl = [
    { event: "submitted", time: "2026-11-21 10:00:00" },
    { event: "paid", time: "2026-11-21 10:01:00" },
    { event: "shipped", time: "2026-11-21 12:00:00" },
  ];
  it("marks the steps reached with their times", () => {
    const { steps, canceled } = orderSteps(3, tl);
    expect(canceled).toBeNull();
    expect(steps.map((s) => [s.key, s.done, s.time])).toEqual([
      ["submitted", true, "2026-11-21 10:00:00"],
      ["paid", true, "2026-11-21 10:01:00"],
      ["shipped", true, "2026-11-21 12:00:00"],
      ["received", false, null],
      ["evaluated", false, null],
    ]);
  });
  it.each([
    [1, 1],
    [2, 2],
    [4, 4],
    [5, 5],
  ])("status %i reaches %i steps", (status, n) => {
    expect(orderSteps(status, []).steps.filter((s) => s.done)).toHaveLength(n);
  });
  it("a cancelled order shows submitted then canceled", () => {
    const r = orderSteps(6, [tl[0]!, { event: "canceled", time: "2026-11-21 10:30:00" }]);
    expect(r.steps.map((s) => s.key)).toEqual(["submitted"]);
    expect(r.canceled).toEqual({ time: "2026-11-21 10:30:00" });
  });
});
