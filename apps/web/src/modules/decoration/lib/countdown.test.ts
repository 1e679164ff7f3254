import { describe, expect, it } from "vitest";
import { chinaTimeToMs, countdown } from "./countdown";

describe("chinaTimeToMs", () => {
  it("reads China time as UTC+8", () => {
    expect(chinaTimeToMs("2026-11-21 23:59:59")).toBe(Date.parse("2026-11-21T15:59:59Z"));
    expect(chinaTimeToMs("2026-01-01 00:00")).toBe(Date.parse("2025-12-31T16:00:00Z"));
  });
  it.each(["", "tomorrow", "2026/11/21 10:00:00", "2026-11-21"])("%j → null", (s) => {
    expect(chinaTimeToMs(s)).toBeNull();
  });
});

describe("countdown", () => {
  const end = Date.parse("2026-11-21T16:00:00Z");
  it.each([
    [end - 3_723_000, { ended: false, days: 0, hours: "01", minutes: "02", seconds: "03" }],
    [end - (2 * 86400 + 5) * 1000, { ended: false, days: 2, hours: "00", minutes: "00", seconds: "05" }],
    [end - 400, { ended: true, days: 0, hours: "00", minutes: "00", seconds: "00" }],
    [end + 10_000, { ended: true, days: 0, hours: "00", minutes: "00", seconds: "00" }],
  ])("now %s", (now, expected) => {
    expect(countdown(end, now)).toEqual(expected);
  });
});
