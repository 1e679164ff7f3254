import { describe, expect, it } from "vitest";
import { chinaTimeToMs } from "./china-time";

describe("chinaTimeToMs (China time, UTC+8)", () => {
  it.each([
    ["2026-11-21 08:00:00", Date.UTC(2026, 10, 21, 0, 0, 0)],
    ["2026-01-01 00:00:30", Date.UTC(2025, 11, 31, 16, 0, 30)],
    ["2026-11-21 23:59:59", Date.parse("2026-11-21T15:59:59Z")],
    ["2026-01-01 00:00", Date.parse("2025-12-31T16:00:00Z")],
    ["2026-01-01T00:00:00", Date.parse("2025-12-31T16:00:00Z")],
    [" 2024-02-29 12:00:00 ", Date.parse("2024-02-29T04:00:00Z")],
  ] as const)("%j → %s", (s, want) => {
    expect(chinaTimeToMs(s)).toBe(want);
  });

  it.each([
    null,
    undefined,
    "",
    "tomorrow",
    "2026-11-21",
    "2026/11/21 10:00:00",
    "2026-11-21T08:00:00Z",
    "2026-13-01 00:00:00",
    "2026-02-30 00:00:00",
    "2025-02-29 00:00:00",
    "2026-11-21 24:00:00",
    "2026-11-21 23:60:00",
  ])("%j is not a time → null", (s) => {
    expect(chinaTimeToMs(s)).toBeNull();
  });
});
