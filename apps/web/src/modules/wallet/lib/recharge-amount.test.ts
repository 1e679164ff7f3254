import { describe, expect, it } from "vitest";
import { rechargeFen } from "./recharge-amount";

describe("rechargeFen (the top-up amount field)", () => {
  it.each([
    ["0.01", 1],
    ["100", 10_000],
    ["99.9", 9_990],
    [" 100000 ", 10_000_000],
    ["100000.00", 10_000_000],
    ["0", null],
    ["0.001", null],
    ["100000.01", null],
    ["12.345", null],
    ["-5", null],
    ["1e3", null],
    ["", null],
    ["abc", null],
  ])("%j → %j", (input, fen) => {
    expect(rechargeFen(input)).toBe(fen);
  });
});
