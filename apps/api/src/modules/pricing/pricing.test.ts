import { describe, expect, it } from "vitest";
import {
  PIPELINE,
  allocate,
  commissionOf,
  itemPrices,
  price,
  reduceLine,
  type PricingInput,
  type PricingLine,
  type PricingStep,
} from "./pricing.ts";

const RULE = { freeOver: 9900, fee: 800 };
const line = (
  key: string,
  shopId: number,
  unitPrice: number,
  count: number,
  skuId = Number(key.replace(/\D/g, "")) || 1,
): PricingLine => ({
  key,
  shopId,
  prodId: skuId * 10,
  skuId,
  categoryId: 1,
  count,
  unitPrice,
});
const input = (lines: PricingLine[], extra: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  defaultFreight: RULE,
  ...extra,
});

describe("price(): item prices and freight", () => {
  // [name, lines, per-shop [itemTotal, freight, actualTotal], total [itemTotal, freight, actualTotal, count]]
  const cases: [string, PricingLine[], [number, number, number][], [number, number, number, number]][] = [
    ["one cheap line pays freight", [line("b1", 1, 1000, 1)], [[1000, 800, 1800]], [1000, 800, 1800, 1]],
    ["exactly the threshold is free", [line("b1", 1, 3300, 3)], [[9900, 0, 9900]], [9900, 0, 9900, 3]],
    ["one fen under the threshold pays", [line("b1", 1, 9899, 1)], [[9899, 800, 10699]], [9899, 800, 10699, 1]],
    [
      "two lines of one shop add up past the threshold",
      [line("b1", 1, 5000, 1), line("b2", 1, 4900, 1)],
      [[9900, 0, 9900]],
      [9900, 0, 9900, 2],
    ],
    [
      "two shops: each shop's own threshold",
      [line("b1", 1, 12000, 1), line("b2", 2, 500, 2)],
      [
        [12000, 0, 12000],
        [1000, 800, 1800],
      ],
      [13000, 800, 13800, 3],
    ],
    ["a free item still pays freight", [line("b1", 1, 0, 1)], [[0, 800, 800]], [0, 800, 800, 1]],
    [
      "large quantities stay exact",
      [line("b1", 1, 1999, 999)],
      [[1_997_001, 0, 1_997_001]],
      [1_997_001, 0, 1_997_001, 999],
    ],
    ["no lines, nothing to pay", [], [], [0, 0, 0, 0]],
  ];
  it.each(cases)("%s", (_name, lines, shops, [itemTotal, freight, actualTotal, count]) => {
    const b = price(input(lines));
    expect(b.shops.map((s) => [s.itemTotal, s.freight, s.actualTotal])).toEqual(shops);
    expect({
      itemTotal: b.itemTotal,
      freight: b.freight,
      actualTotal: b.actualTotal,
      count: b.count,
      reduce: b.reduce,
    }).toEqual({
      itemTotal,
      freight,
      actualTotal,
      count,
      reduce: 0,
    });
  });

  it("uses a shop's own freight rule over the default", () => {
    const b = price(
      input([line("b1", 1, 1000, 1), line("b2", 2, 1000, 1)], { freightRules: { 2: { freeOver: 500, fee: 1000 } } }),
    );
    expect(b.shops.map((s) => s.freight)).toEqual([800, 0]);
    expect(b.shops[1]!.freightRule).toEqual({ freeOver: 500, fee: 1000 });
  });

  it("charges no freight when asked for goods only (cart totals)", () => {
    const b = price(input([line("b1", 1, 1000, 1)], { withFreight: false }));
    expect([b.freight, b.actualTotal]).toEqual([0, 1000]);
  });

  it("keeps shops in the order they first appear and lines inside them", () => {
    const b = price(input([line("b1", 3, 100, 1), line("b2", 1, 100, 1), line("b3", 3, 100, 1)]));
    expect(b.shops.map((s) => [s.shopId, s.lines.map((l) => l.key)])).toEqual([
      [3, ["b1", "b3"]],
      [1, ["b2"]],
    ]);
  });

  it("is deterministic and does not change its input", () => {
    const lines = [line("b1", 1, 1234, 2)];
    const frozen = JSON.stringify(lines);
    expect(price(input(lines))).toEqual(price(input(lines)));
    expect(JSON.stringify(lines)).toBe(frozen);
  });

  // [name, bad line]
  const bad: [string, PricingLine][] = [
    ["negative price", line("b1", 1, -1, 1)],
    ["fractional price", line("b1", 1, 10.5, 1)],
    ["zero count", line("b1", 1, 100, 0)],
    ["fractional count", line("b1", 1, 100, 1.5)],
  ];
  it.each(bad)("refuses a %s", (_name, l) => {
    expect(() => price(input([l]))).toThrow(RangeError);
  });
});

describe("the pipeline", () => {
  it("run in the architecture's order, freight last", () => {
    expect(PIPELINE.map((s) => s.name)).toEqual([
      "itemPrices",
      "activityPrices",
      "shopDiscounts",
      "memberDiscount",
      "shopCoupons",
      "platformCoupons",
      "points",
      "freight",
    ]);
  });

  it("a plugged-in reduction flows into lines, shops, totals and the freight threshold", () => {
    // What a coupon step will look like: 20.00 off shop 1, spread over its lines.
    const coupon: PricingStep = (state) => {
      const shopLines = state.lines.filter((l) => l.shopId === 1);
      const parts = allocate(
        2000,
        shopLines.map((l) => l.actualTotal),
      );
      let i = 0;
      return {
        ...state,
        lines: state.lines.map((l) => (l.shopId === 1 ? reduceLine(l, "shopCoupon", parts[i++]!) : l)),
      };
    };
    const steps = [...PIPELINE.slice(0, 3), coupon, ...PIPELINE.slice(4)];
    const b = price(input([line("b1", 1, 6000, 1), line("b2", 1, 4500, 1)]), steps);
    const s = b.shops[0]!;
    expect(s.lines.map((l) => l.reductions.shopCoupon)).toEqual([1143, 857]);
    expect([s.itemTotal, s.reduce, s.reductions.shopCoupon, s.freight, s.actualTotal]).toEqual([
      10500, 2000, 2000, 800, 9300,
    ]);
    expect([b.reduce, b.actualTotal]).toEqual([2000, 9300]);
  });
});

describe("allocate()", () => {
  // [amount, weights, parts]
  const cases: [number, number[], number[]][] = [
    [100, [1, 1, 1], [34, 33, 33]],
    [2000, [6000, 4500], [1143, 857]],
    [1, [1, 1], [1, 0]],
    [0, [5, 7], [0, 0]],
    [10, [0, 0], [10, 0]],
    [999, [333, 333, 333], [333, 333, 333]],
    [7, [10], [7]],
  ];
  it.each(cases)("splits %i over %j as %j", (amount, weights, parts) => {
    const got = allocate(amount, weights);
    expect(got).toEqual(parts);
    expect(got.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe("reduceLine()", () => {
  it("never takes a line below 0 (payable never negative)", () => {
    const [l] = itemPrices({ lines: [], freight: {} }, input([line("b1", 1, 300, 1)])).lines;
    const r = reduceLine(l!, "platformCoupon", 1000);
    expect([r.reduce, r.actualTotal, r.reductions.platformCoupon]).toEqual([300, 0, 300]);
  });
});

describe("commissionOf()", () => {
  // [actualTotal, rate bp, commission]
  const cases: [number, number, number][] = [
    [10000, 500, 500],
    [1999, 500, 99],
    [1, 500, 0],
    [12345, 0, 0],
    [12345, 10000, 12345],
    [333, 250, 8],
  ];
  it.each(cases)("%i fen at %i bp is %i fen", (total, bp, c) => expect(commissionOf(total, bp)).toBe(c));
  it("refuses a rate outside 0..10000 bp", () => expect(() => commissionOf(100, 10001)).toThrow(RangeError));
});
