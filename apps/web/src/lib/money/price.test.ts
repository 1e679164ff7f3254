import { describe, expect, it } from "vitest";
import { discountTenths, formatPrice, formatPriceRange, priceParts, showsMarketPrice } from "./price";

describe("formatPrice (2 decimals, spec part 9)", () => {
  it.each([
    [12, "12.00"],
    [0, "0.00"],
    [0.1 + 0.2, "0.30"],
    [1299.5, "1299.50"],
    [19.99, "19.99"],
    [1.1, "1.10"],
    [0.07, "0.07"],
    [100000000, "100000000.00"],
    [-1, ""],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
    [null, ""],
    [undefined, ""],
  ] as const)("%s → %j", (v, s) => {
    expect(formatPrice(v)).toBe(s);
  });
});

describe("priceParts", () => {
  it("splits whole and cents", () => {
    expect(priceParts(1299.5)).toEqual(["1299", "50"]);
    expect(priceParts(0.05)).toEqual(["0", "05"]);
    expect(priceParts(null)).toBeNull();
  });
});

describe("showsMarketPrice", () => {
  it.each([
    [99, 129, true],
    [99, 99, false],
    [99, 99.001, false],
    [99, 98, false],
    [99, null, false],
    [99, Number.NaN, false],
  ] as const)("price %s, market %s → %s", (p, o, expected) => {
    expect(showsMarketPrice(p, o)).toBe(expected);
  });
});

describe("formatPriceRange", () => {
  it.each([
    [[99, 99], "99.00"],
    [[129, 99, 109.5], "99.00-129.00"],
    [[5], "5.00"],
    [[], ""],
    [[Number.NaN, 3], "3.00"],
  ] as const)("%j → %j", (prices, s) => {
    expect(formatPriceRange([...prices])).toBe(s);
  });
});

describe("discountTenths", () => {
  it.each([
    [85, 100, 8.5],
    [99, 129, 7.6],
    [100, 100, null],
    [0.01, 100, null],
    [120, 100, null],
  ] as const)("%s of %s → %s", (p, o, d) => {
    expect(discountTenths(p, o)).toBe(d);
  });
});
