import { describe, expect, it } from "vitest";
import { cartSummary } from "./totals";

describe("cart summary", () => {
  it.each([
    [
      "nothing selected",
      { totalMoney: 10, finalMoney: 10, subtractMoney: 0, activityReduce: 0, shopDiscountReduce: 0, count: 1 },
      0,
      { pieces: 0, finalMoney: "0.00", showReduction: false },
    ],
    ["still loading", null, 2, { pieces: 0, finalMoney: "0.00", showReduction: false }],
    [
      "plain",
      { totalMoney: 199.8, finalMoney: 199.8, subtractMoney: 0, activityReduce: 0, shopDiscountReduce: 0, count: 2 },
      2,
      { pieces: 2, finalMoney: "199.80", showReduction: false },
    ],
    [
      "with a reduction",
      {
        totalMoney: 300,
        finalMoney: 270.5,
        subtractMoney: 29.5,
        activityReduce: 0,
        shopDiscountReduce: 29.5,
        count: 3,
      },
      2,
      { pieces: 3, finalMoney: "270.50", showReduction: true, subtractMoney: "29.50" },
    ],
    [
      "float noise",
      { totalMoney: 0.3, finalMoney: 0.1 + 0.2, subtractMoney: 0, activityReduce: 0, shopDiscountReduce: 0, count: 1 },
      1,
      { finalMoney: "0.30" },
    ],
  ] as const)("%s", (_n, total, lines, want) => {
    expect(cartSummary(total, lines)).toMatchObject(want);
  });
});
