import { describe, expect, it } from "vitest";
import { countdown } from "./countdown";

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
