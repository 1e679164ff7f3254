import { describe, expect, it } from "vitest";
import { signedYuan } from "./signed";

describe("ledger amounts", () => {
  it.each([
    [100, "+100.00"],
    [-59.9, "-59.90"],
    [0, "0.00"],
    [0.1 + 0.2, "+0.30"],
  ])("%d → %s", (n, want) => {
    expect(signedYuan(n)).toBe(want);
  });
});
