import { describe, expect, it } from "vitest";
import { freightFee, freightUnits, price, type FreightRule, type PricingLine } from "../pricing/pricing.ts";
import { areaChain, kgToGrams, ruleFor, type TemplateRules } from "./rules.ts";

/* The freight rules of ADR 0042 as tables: which charge an address gets, and what it costs in the pipeline. */

const template: TemplateRules = {
  chargeType: 0,
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

/* Templates by weight (ADR 0044): units are kilograms to the gram, the lines weigh their SKUs' grams × count. */
describe("templates by weight", () => {
  const byWeight: TemplateRules = {
    chargeType: 1,
    freeOver: null,
    // ¥10 the first 1 kg, ¥3 each further 0.5 kg or part of it
    defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 0.5, addFee: 300 },
    // Zhejiang: ¥6 the first 2.5 kg, ¥2 each further kg
    regionRules: [{ areaIds: [33], firstUnit: 2.5, firstFee: 600, addUnit: 1, addFee: 200 }],
    noDeliveryAreaIds: [54],
  };

  it.each([
    [1, 1000],
    [0.5, 500],
    [2.5, 2500],
    [0.001, 1],
    [1.005, 1005],
    [0.1 + 0.2, 300], // floating error does not leak into grams
  ])("%f kg → %i g", (kg, g) => expect(kgToGrams(kg)).toBe(g));

  it.each<[string, number, Partial<FreightRule> | null]>([
    ["the default charge, in grams", 110101, { fee: 1000, firstUnit: 1000, addUnit: 500, addFee: 300, byWeight: true }],
    ["a region's charge, in grams", 330110, { fee: 600, firstUnit: 2500, addUnit: 1000, addFee: 200, byWeight: true }],
    ["a region not delivered to", 540102, null],
  ])("ruleFor: %s (%i)", (_what, areaId, want) => {
    const got = ruleFor(byWeight, areaId);
    if (want === null) expect(got).toBeNull();
    else expect(got).toEqual({ freeOver: null, ...want });
  });

  it("a template by count answers a rule in items (no byWeight)", () => {
    expect(ruleFor(template, 110101)).not.toHaveProperty("byWeight");
  });

  it.each<[string, { count: number; weight?: number }[], number]>([
    ["nothing weighs: the first charge", [{ count: 3, weight: 0 }], 0],
    ["a line without a weight counts 0 g", [{ count: 2 }], 0],
    [
      "grams × count, summed over lines",
      [
        { count: 2, weight: 450 },
        { count: 1, weight: 1200 },
      ],
      2100,
    ],
  ])("freightUnits by weight: %s", (_what, lines, grams) => {
    expect(freightUnits({ freeOver: null, fee: 0, byWeight: true }, lines)).toBe(grams);
    expect(freightUnits({ freeOver: null, fee: 0 }, lines)).toBe(lines.reduce((a, l) => a + l.count, 0));
  });

  it("refuses a weight that is not whole non-negative grams", () => {
    expect(() => freightUnits({ freeOver: null, fee: 0, byWeight: true }, [{ count: 1, weight: -1 }])).toThrow(
      RangeError,
    );
    expect(() => freightUnits({ freeOver: null, fee: 0, byWeight: true }, [{ count: 1, weight: 0.5 }])).toThrow(
      RangeError,
    );
  });

  const rule = ruleFor(byWeight, 110101)!;
  it.each([
    [0, 1000], // weightless goods still pay the first charge
    [1000, 1000], // exactly the first kilogram
    [1001, 1300], // one gram over starts a further 0.5 kg
    [1500, 1300],
    [1501, 1600],
    [3000, 1000 + 4 * 300],
  ])("freightFee: %i g → %i fen", (grams, fen) => expect(freightFee(rule, grams)).toBe(fen));

  const line = (key: string, shopId: number, unitPrice: number, count: number, weight?: number): PricingLine => ({
    key,
    shopId,
    prodId: 1,
    skuId: 1,
    categoryId: 1,
    count,
    unitPrice,
    ...(weight === undefined ? {} : { weight }),
  });
  it.each<[string, PricingLine[], Record<number, number>]>([
    // shop 1 by weight (default charge), shop 2 by weight in Zhejiang, shop 3 by count
    ["2 × 800 g = 1.6 kg → ¥10 + 2 × ¥3", [line("a", 1, 1000, 2, 800)], { 1: 1600 }],
    [
      "two lines weigh together: 300 g + 2 × 350 g = 1 kg → ¥10",
      [line("a", 1, 1000, 1, 300), line("b", 1, 500, 2, 350)],
      { 1: 1000 },
    ],
    ["Zhejiang: 4 kg → ¥6 + 2 × ¥2", [line("a", 2, 1000, 4, 1000)], { 2: 1000 }],
    [
      "a template by count beside one by weight",
      [line("a", 1, 1000, 1, 5000), line("b", 3, 1000, 3, 5000)],
      { 1: 1000 + 8 * 300, 3: 2000 },
    ],
  ])("the pipeline: %s", (_what, lines, want) => {
    const rules = { 1: ruleFor(byWeight, 110101)!, 2: ruleFor(byWeight, 330110)!, 3: ruleFor(template, 110101)! };
    const b = price({ lines, freightRules: rules, defaultFreight: { freeOver: 9900, fee: 800 } });
    expect(Object.fromEntries(b.shops.map((s) => [s.shopId, s.freight]))).toEqual(want);
  });
  it("free over an amount works by weight too", () => {
    const rule = ruleFor({ ...byWeight, freeOver: 5000 }, 110101)!;
    const b = price({
      lines: [line("a", 1, 5000, 1, 9000)],
      freightRules: { 1: rule },
      defaultFreight: { freeOver: null, fee: 0 },
    });
    expect(b.freight).toBe(0);
  });
});
