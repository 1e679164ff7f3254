import { describe, expect, it } from "vitest";
import { fenToYuan, formatYuan, yuanToFen } from "./money.ts";

describe("fenToYuan", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [99, 0.99],
    [100, 1],
    [12345, 123.45],
    [-150, -1.5],
    [999_999_999_999_999, 9_999_999_999_999.99],
  ])("%i fen → %d yuan", (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])("rejects %d (not a safe integer)", (fen) => {
    expect(() => fenToYuan(fen)).toThrow(RangeError);
  });
});

describe("yuanToFen", () => {
  it.each<[string | number, number]>([
    ["0", 0],
    ["0.01", 1],
    ["0.1", 10],
    ["12.3", 1230],
    ["12.30", 1230],
    ["123.45", 12345],
    [" 12.3 ", 1230],
    ["00.10", 10],
    ["9999999999999.99", 999_999_999_999_999],
    [0, 0],
    [1, 100],
    [0.99, 99],
    [12.34, 1234],
    [1.15, 115],
    [0.29, 29],
    [1e3, 100_000],
    // Float noise of a 2-decimal amount is that amount, not a third decimal.
    [0.1 + 0.2, 30],
    [19.99 * 3, 5997],
  ])("%j yuan → %i fen", (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each<[string, unknown]>([
    ["3 decimals", "1.234"],
    ["3 decimals (number)", 1.234],
    ["1.005 (number)", 1.005],
    ["negative", "-1"],
    ["negative (number)", -1],
    ["exponent", "1e3"],
    ["hex", "0x10"],
    ["plus sign", "+1"],
    ["thousands separator", "1,000"],
    ["trailing dot", "12."],
    ["leading dot", ".5"],
    ["full-width digits", "１２"],
    ["empty", ""],
    ["blank", "  "],
    ["words", "abc"],
    ["NaN string", "NaN"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["too large (14 digits)", "10000000000000"],
    ["too large (number)", 1e21],
    ["boolean", true],
    ["null", null],
    ["object", {}],
  ])("rejects %s", (_label, yuan) => {
    expect(() => yuanToFen(yuan as string)).toThrow(RangeError);
  });

  it("round-trips every amount from 0 to 200.00 yuan through fenToYuan", () => {
    for (let fen = 0; fen <= 20_000; fen++) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe("formatYuan", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [99, "0.99"],
    [100, "1.00"],
    [12345, "123.45"],
    [100000, "1000.00"],
    [-5, "-0.05"],
    [-12345, "-123.45"],
  ])("%i fen → %s", (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });

  it.each([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("rejects %d instead of printing garbage", (fen) => {
    expect(() => formatYuan(fen)).toThrow(RangeError);
  });
});
