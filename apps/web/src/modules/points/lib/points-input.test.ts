import { describe, expect, it } from "vitest";
import { pointsInputError, signedPoints } from "./points-input";

describe("pointsInputError (multiples of 10, at most what can be used)", () => {
  it.each([
    ["", 100, null],
    ["0", 100, null],
    ["10", 100, null],
    ["100", 100, null],
    ["15", 100, "pointsTen"],
    ["1.5", 100, "pointsTen"],
    ["-10", 100, "pointsTen"],
    ["abc", 100, "pointsTen"],
    ["110", 100, "pointsMore"],
  ] as const)("%s of %i → %s", (raw, max, want) => {
    expect(pointsInputError(raw, max)).toBe(want);
  });
  it("signs the ledger amounts", () => {
    expect([signedPoints(120), signedPoints(-30)]).toEqual(["+120", "-30"]);
  });
});
