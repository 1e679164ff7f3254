import { describe, expect, it } from "vitest";
import { hasAnyBenefit, percentOff, progressPercent, zheOf } from "./benefits";

describe("member benefit texts", () => {
  it.each([
    [100, null, 0],
    [95, "9.5", 5],
    [90, "9", 10],
    [88, "8.8", 12],
  ])("discount %i → %s 折 / %i%% off", (d, zhe, off) => {
    expect(zheOf(d)).toBe(zhe);
    expect(percentOff(d)).toBe(off);
  });

  it.each([
    [800, 500, 2000, 20],
    [500, 500, 2000, 0],
    [2500, 2000, null, 100],
    [0, 0, 500, 0],
  ])("growth %i between %i and %s → %i%%", (g, from, to, pct) => {
    expect(progressPercent(g, from, to)).toBe(pct);
  });

  it("a level with nothing is no benefit", () => {
    expect(hasAnyBenefit({ discount: 100, freeShipping: false, pointsMultiplier: 1, couponIds: [] })).toBe(false);
    expect(hasAnyBenefit({ discount: 100, freeShipping: false, pointsMultiplier: 1.2, couponIds: [] })).toBe(true);
  });
});
