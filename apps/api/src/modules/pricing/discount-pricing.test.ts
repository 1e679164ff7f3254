import { describe, expect, it } from "vitest";
import { Rng } from "../../seed/rng.ts";
import {
  REDUCTION_KINDS,
  activityPricedLine,
  discountOutcome,
  price,
  type DiscountRule,
  type PricingInput,
  type PricingLine,
  type ShopDiscount,
} from "./pricing.ts";

const RULE = { freeOver: 9900, fee: 800 };
const line = (key: string, shopId: number, unitPrice: number, count: number): PricingLine => ({
  key,
  shopId,
  prodId: Number(key.replace(/\D/g, "")) || 1,
  skuId: Number(key.replace(/\D/g, "")) || 1,
  categoryId: 1,
  count,
  unitPrice,
});
const base = (lines: PricingLine[], extra: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  defaultFreight: RULE,
  ...extra,
});
const amountOff = (tiers: [number, number][], discountType: 0 | 1 = 0, maxReduceAmount = 0): DiscountRule => ({
  discountRule: 0,
  discountType,
  tiers: tiers.map(([needAmount, discount]) => ({ needAmount, discount })),
  maxReduceAmount,
});
const itemsOff = (tiers: [number, number][], maxReduceAmount = 0): DiscountRule => ({
  discountRule: 3,
  discountType: 0,
  tiers: tiers.map(([needAmount, discount]) => ({ needAmount, discount })),
  maxReduceAmount,
});

describe("discountOutcome(): every tier kind", () => {
  // [name, rule, amount fen, count, reduce, next]
  const cases: [string, DiscountRule, number, number, number, { needMore: number; reduce: number } | null][] = [
    [
      "满100减10 / 满200减30: below the first",
      amountOff([
        [10000, 1000],
        [20000, 3000],
      ]),
      9000,
      1,
      0,
      { needMore: 1000, reduce: 1000 },
    ],
    [
      "满100减10 / 满200减30: at the first",
      amountOff([
        [10000, 1000],
        [20000, 3000],
      ]),
      10000,
      1,
      1000,
      { needMore: 10000, reduce: 3000 },
    ],
    [
      "满100减10 / 满200减30: past the last",
      amountOff([
        [20000, 3000],
        [10000, 1000],
      ]),
      50000,
      1,
      3000,
      null,
    ],
    ["满100减10 every time: ¥350 → 3 × 10", amountOff([[10000, 1000]], 1), 35000, 1, 3000, null],
    ["满100减10 every time, capped at ¥25", amountOff([[10000, 1000]], 1, 2500), 35000, 1, 2500, null],
    [
      "满2件9折 / 满3件8折: one item",
      itemsOff([
        [2, 90],
        [3, 80],
      ]),
      10000,
      1,
      0,
      { needMore: 1, reduce: 2000 },
    ],
    [
      "满2件9折 / 满3件8折: two items",
      itemsOff([
        [2, 90],
        [3, 80],
      ]),
      20000,
      2,
      2000,
      { needMore: 1, reduce: 6000 },
    ],
    [
      "满2件9折 / 满3件8折: four items",
      itemsOff([
        [2, 90],
        [3, 80],
      ]),
      40000,
      4,
      8000,
      null,
    ],
    ["满3件8折 rounds down to the fen", itemsOff([[3, 80]]), 999, 3, 199, null],
    ["满2件5折 capped at ¥30", itemsOff([[2, 50]], 3000), 20000, 2, 3000, null],
    ["nothing in the promotion", amountOff([[10000, 1000]]), 0, 0, 0, { needMore: 10000, reduce: 1000 }],
  ];
  it.each(cases)("%s", (_n, rule, amount, count, reduce, next) => {
    const o = discountOutcome(rule, amount, count);
    expect(o.reduce).toBe(reduce);
    expect(o.next).toEqual(next);
  });

  it("never takes more than the goods are worth", () =>
    expect(discountOutcome(amountOff([[100, 5000]]), 300, 1).reduce).toBe(300));
});

describe("activity prices and shop discounts in the pipeline", () => {
  it("an activity price takes the difference × count off as the activity reduction; a higher one is ignored", () => {
    const b = price(
      base([line("b1", 1, 10000, 2), line("b2", 1, 5000, 1)], {
        activities: [
          { skuId: 1, activityId: 7, unitPrice: 8000 },
          { skuId: 2, activityId: 7, unitPrice: 6000 },
        ],
      }),
    );
    expect(b.shops[0]!.lines.map((l) => l.reductions.activity)).toEqual([4000, 0]);
    expect(b.itemTotal).toBe(25000);
    expect(b.actualTotal).toBe(21000);
    // What the lines show: the price paid at the activity price, unit and line, not the list price.
    expect(b.shops[0]!.lines.map(activityPricedLine)).toEqual([
      { unitPrice: 8000, total: 16000 },
      { unitPrice: 5000, total: 5000 },
    ]);
  });

  it("stacks activity → shop discount → shop coupon: the discount threshold sees activity prices", () => {
    const lines = [line("b1", 1, 6000, 2), line("b2", 1, 3000, 1)];
    const discount: ShopDiscount = { shopId: 1, discountId: 3, lineKeys: ["b1", "b2"], ...amountOff([[15000, 2000]]) };
    // 15000 of goods reaches 满150减20 …
    expect(price(base(lines, { shopDiscounts: [discount] })).reductions.shopDiscount).toBe(2000);
    // … but not after an activity price of ¥50 on b1 (10000 + 3000).
    const b = price(
      base(lines, { activities: [{ skuId: 1, activityId: 1, unitPrice: 5000 }], shopDiscounts: [discount] }),
    );
    expect(b.reductions).toMatchObject({ activity: 2000, shopDiscount: 0 });
    // A shop coupon after the discount sees what is left.
    const withCoupon = price(
      base(lines, {
        shopDiscounts: [discount],
        shopCoupons: [
          {
            couponUserId: 1,
            shopId: 1,
            lineKeys: ["b1", "b2"],
            couponType: 1,
            cashCondition: 13001,
            reduceAmount: 500,
            couponDiscount: 100,
            maxReduce: 0,
          },
        ],
      }),
    );
    expect(withCoupon.reductions).toMatchObject({ shopDiscount: 2000, shopCoupon: 0 }); // 13000 < 13001
  });

  it("满N件打Z折 counts items, not lines", () => {
    const d: ShopDiscount = { shopId: 1, discountId: 4, lineKeys: ["b1", "b2"], ...itemsOff([[3, 90]]) };
    const b = price(base([line("b1", 1, 1000, 2), line("b2", 1, 2000, 1)], { shopDiscounts: [d] }));
    expect(b.reductions.shopDiscount).toBe(400);
    expect(b.shops[0]!.lines.map((l) => l.reductions.shopDiscount)).toEqual([200, 200]);
  });
});

describe("property: random carts with activities and discounts (seeded)", () => {
  it("line shares sum to every reduction; lines and payable never go negative (1,000 carts)", () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const r = new Rng(seed);
      const lines = Array.from({ length: 1 + Math.floor(r.next() * 6) }, (_, i) =>
        line(`b${i + 1}`, 1 + Math.floor(r.next() * 2), Math.floor(r.next() * 20000), 1 + Math.floor(r.next() * 4)),
      );
      const activities = lines
        .filter(() => r.next() < 0.4)
        .map((l) => ({ skuId: l.skuId, activityId: 1, unitPrice: Math.floor(r.next() * l.unitPrice * 1.2) }));
      const shopDiscounts: ShopDiscount[] = [1, 2].map((shopId) => ({
        shopId,
        discountId: shopId,
        lineKeys: lines.filter(() => r.next() < 0.8).map((l) => l.key),
        ...(r.next() < 0.5
          ? amountOff([[1 + Math.floor(r.next() * 20000), Math.floor(r.next() * 30000)]], r.next() < 0.5 ? 0 : 1)
          : itemsOff([[1 + Math.floor(r.next() * 4), 1 + Math.floor(r.next() * 99)]])),
      }));
      const b = price(base(lines, { activities, shopDiscounts }));
      for (const s of b.shops) {
        for (const k of REDUCTION_KINDS)
          expect(
            s.lines.reduce((a, l) => a + l.reductions[k], 0),
            `seed ${seed}`,
          ).toBe(s.reductions[k]);
        for (const l of s.lines) expect(l.actualTotal, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      }
      expect(b.actualTotal).toBe(b.itemTotal - b.reduce + b.freight);
    }
  });
});
