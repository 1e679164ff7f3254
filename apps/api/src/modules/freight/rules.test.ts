import { describe, expect, it } from "vitest";
import { freightFee, price, type FreightRule, type PricingLine } from "../pricing/pricing.ts";
import { areaChain, ruleFor, type TemplateRules } from "./rules.ts";

/* The freight rules of ADR 0042 as tables: which charge an address gets, and what it costs in the pipeline. */

const template: TemplateRules = {
  freeOver: 19_900,
  defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 1, addFee: 500 },
  regionRules: [
    { areaIds: [33, 31], firstUnit: 2, firstFee: 600, addUnit: 2, addFee: 300 }, // Zhejiang, Shanghai
    { areaIds: [3301], firstUnit: 1, firstFee: 0, addUnit: 1, addFee: 100 }, // Hangzhou (city)
  ],
  noDeliveryAreaIds: [54, 6501], // Tibet, Urumqi
};

describe("areaChain", () => {
  it.each([
    [33, [33]],
    [3301, [33, 3301]],
    [330110, [33, 3301, 330110]],
    [0, []],
    [12_345_678, []],
  ])("%i → %j", (id, chain) => expect(areaChain(id)).toEqual(chain));
});

describe("ruleFor: the charge of a template for an area", () => {
  it.each<[string, number, Partial<FreightRule> | null]>([
    ["a region without a rule takes the default", 110101, { fee: 1000, firstUnit: 1, addFee: 500 }],
    ["a province rule covers its districts", 330501, { fee: 600, firstUnit: 2, addUnit: 2, addFee: 300 }],
    ["the city's rule wins over its province's", 330110, { fee: 0, firstUnit: 1, addFee: 100 }],
    ["the city itself", 3301, { fee: 0 }],
    ["a province picked alone gets the province rule", 33, { fee: 600 }],
    ["a province not delivered to covers its districts", 540102, null],
    ["the province itself", 54, null],
    ["a city not delivered to", 650102, null],
    ["the rest of that province is delivered", 650202, { fee: 1000 }],
    ["the province of a city not delivered to is delivered", 65, { fee: 1000 }],
  ])("%s (%i)", (_what, areaId, want) => {
    const got = ruleFor(template, areaId);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ freeOver: 19_900, ...want });
  });
});

describe("freightFee: first items and each further unit", () => {
  const rule: FreightRule = { freeOver: null, fee: 600, firstUnit: 2, addUnit: 2, addFee: 300 };
  it.each([
    [1, 600],
    [2, 600],
    [3, 900], // one more item is a started unit of 2
    [4, 900],
    [5, 1200],
    [10, 600 + 4 * 300],
  ])("%i items → %i fen", (units, fen) => expect(freightFee(rule, units)).toBe(fen));
  it("a flat rule (the mall's default) charges its fee for any count", () => {
    expect(freightFee({ freeOver: 9900, fee: 800 }, 7)).toBe(800);
  });
});

describe("the pipeline's freight step with template rules", () => {
  const line = (shopId: number, unitPrice: number, count: number, key = `${shopId}-${unitPrice}`): PricingLine => ({
    key,
    shopId,
    prodId: 1,
    skuId: 1,
    categoryId: 1,
    count,
    unitPrice,
  });
  const rules = { 1: ruleFor(template, 110101)!, 2: ruleFor(template, 330110)! };
  it.each<[string, PricingLine[], Record<number, number>]>([
    ["per item: 3 items of ¥10 → ¥10 + 2 × ¥5", [line(1, 1000, 3)], { 1: 2000 }],
    ["free over ¥199 of goods", [line(1, 10_000, 2)], { 1: 0 }],
    ["just under the threshold pays", [line(1, 19_899, 1)], { 1: 1000 }],
    ["a shop without a template pays the mall's flat rule", [line(3, 1000, 5)], { 3: 800 }],
    ["each shop by its own rule", [line(1, 1000, 1), line(2, 1000, 4), line(3, 20_000, 1)], { 1: 1000, 2: 300, 3: 0 }],
  ])("%s", (_what, lines, want) => {
    const b = price({ lines, freightRules: rules, defaultFreight: { freeOver: 9900, fee: 800 } });
    expect(Object.fromEntries(b.shops.map((s) => [s.shopId, s.freight]))).toEqual(want);
    expect(b.freight).toBe(Object.values(want).reduce((a, c) => a + c, 0));
  });
  it("free over counts the goods after reductions (a coupon can bring it under)", () => {
    const b = price({
      lines: [line(1, 10_000, 2, "a")],
      freightRules: rules,
      defaultFreight: { freeOver: 9900, fee: 800 },
      shopCoupons: [
        {
          couponUserId: 1,
          shopId: 1,
          lineKeys: ["a"],
          couponType: 1,
          cashCondition: 0,
          reduceAmount: 500,
          couponDiscount: 0,
          maxReduce: 0,
        },
      ],
    });
    expect(b.shops[0]!.freight).toBe(1000 + 500);
  });
  it("member free shipping beats every template", () => {
    const b = price({
      lines: [line(1, 1000, 3)],
      freightRules: rules,
      defaultFreight: { freeOver: 9900, fee: 800 },
      member: { discount: 100, freeShipping: true },
    });
    expect(b.freight).toBe(0);
  });
});
