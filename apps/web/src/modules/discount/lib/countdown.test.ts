import { describe, expect, it } from "vitest";
import { countdownParts } from "./countdown";

describe("countdown", () => {
  it.each([
    [0, { d: 0, hms: "00:00:00" }],
    [-5, { d: 0, hms: "00:00:00" }],
    [59, { d: 0, hms: "00:00:59" }],
    [3661, { d: 0, hms: "01:01:01" }],
    [86_400 * 2 + 3600 * 5 + 7, { d: 2, hms: "05:00:07" }],
  ])("%s s", (s, want) => {
    expect(countdownParts(s)).toEqual(want);
  });
});
