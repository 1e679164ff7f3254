import { describe, expect, it } from "vitest";
import { countdownEnd, secondsLeft } from "./countdown";

describe("secondsLeft", () => {
  const start = 1_000_000;
  const end = countdownEnd(start); // 60 s
  it.each([
    ["never started", null, start, 0],
    ["right after sending", end, start, 60],
    ["1 ms later still shows 60", end, start + 1, 60],
    ["after 1 s", end, start + 1000, 59],
    ["last second", end, end - 1, 1],
    ["exactly over", end, end, 0],
    ["long over", end, end + 10_000, 0],
    ["clock jumped back is capped", end, start - 30_000, 60],
  ] as const)("%s", (_n, endsAt, now, expected) => {
    expect(secondsLeft(endsAt, now)).toBe(expected);
  });

  it("supports other lengths (the 3 s redirect)", () => {
    expect(secondsLeft(countdownEnd(0, 3), 0, 3)).toBe(3);
    expect(secondsLeft(countdownEnd(0, 3), 2500, 3)).toBe(1);
  });
});
