import { describe, expect, it } from "vitest";
import { DECORATED_HEADER_BADGE_CAP, formatBadge } from "./badge";

describe("formatBadge", () => {
  it.each([
    [null, undefined, ""],
    [0, undefined, ""],
    [-3, undefined, ""],
    [Number.NaN, undefined, ""],
    [1, undefined, "1"],
    [99, undefined, "99"],
    [999, undefined, "999"],
    [1000, undefined, "999+"],
    [123456, undefined, "999+"],
    [99, DECORATED_HEADER_BADGE_CAP, "99"],
    [100, DECORATED_HEADER_BADGE_CAP, "99+"],
    [2.7, undefined, "2"],
  ] as const)("%s (cap %s) → %j", (count, cap, expected) => {
    expect(formatBadge(count, cap)).toBe(expected);
  });
});
