import type { MallDayFigures } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { chartPoints, metricText, metricTotal } from "./dashboard-data";

const day = (d: string, o: Partial<MallDayFigures> = {}): MallDayFigures => ({
  day: d,
  paidAmount: 0,
  paidOrders: 0,
  visitors: null,
  newMembers: 0,
  newShops: 0,
  ...o,
});

describe("the platform dashboard's figures", () => {
  const days = [
    day("2026-11-28", { paidAmount: 12345, paidOrders: 2, visitors: 10 }),
    day("2026-11-29", { paidAmount: 5 }),
  ];

  it.each([
    ["paidAmount", [123.45, 0.05]],
    ["paidOrders", [2, 0]],
    ["visitors", [10, null]],
  ] as const)("charts %s per day", (m, values) => {
    expect(chartPoints(days, m).map((p) => p.value)).toEqual(values);
    expect(chartPoints(days, m)[0]!.label).toBe("11-28");
  });

  it.each([
    ["paidAmount", 12350, "¥123.50"],
    ["paidOrders", 2, "2"],
    ["visitors", 10, "10"],
    ["newShops", 0, "0"],
  ] as const)("totals %s over the days", (m, total, text) => {
    expect(metricTotal(days, m)).toBe(total);
    expect(metricText(m, metricTotal(days, m))).toBe(text);
  });

  it("has no visitor total when no day was aggregated", () => {
    expect(metricTotal([day("2026-11-29")], "visitors")).toBeNull();
    expect(metricText("visitors", null)).toBe("—");
  });
});
