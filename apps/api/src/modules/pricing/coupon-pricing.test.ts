import { describe, expect, it } from "vitest";
import { Rng } from "../../seed/rng.ts";
import {
  REDUCTION_KINDS,
  couponReduction,
  platformCoupons,
  price,
  shopCoupons,
  type CouponRule,
  type CouponUse,
  type PricingInput,
  type PricingLine,
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
const cash = (cashCondition: number, reduceAmount: number): CouponRule => ({
  couponType: 1,
  cashCondition,
  reduceAmount,
  couponDiscount: 100,
  maxReduce: 0,
});
const pct = (couponDiscount: number, maxReduce = 0, cashCondition = 0): CouponRule => ({
  couponType: 2,
  cashCondition,
  reduceAmount: 0,
  couponDiscount,
  maxReduce,
});
const use = (rule: CouponRule, shopId: number, lineKeys: string[], couponUserId = 1): CouponUse => ({
  ...rule,
  couponUserId,
  shopId,
  lineKeys,
});

describe("couponReduction(): every coupon kind", () => {
  // [name, rule, eligible fen, reduction fen]
  const cases: [string, CouponRule, number, number][] = [
    ["满100减20 at exactly 100", cash(10000, 2000), 10000, 2000],
    ["满100减20 one fen under the threshold", cash(10000, 2000), 9999, 0],
    ["满100减20 well over", cash(10000, 2000), 55000, 2000],
    ["no threshold ¥5 off", cash(0, 500), 100, 100], // never more than the goods
    ["no threshold ¥5 off on ¥30", cash(0, 500), 3000, 500],
    ["no threshold on nothing", cash(0, 500), 0, 0],
    ["8.5 折, no cap", pct(85), 10000, 1500],
    ["8.5 折 rounds down to the fen", pct(85), 999, 149],
    ["8 折 capped at ¥10", pct(80, 1000), 10000, 1000],
    ["8 折 under its cap", pct(80, 5000), 10000, 2000],
    ["9 折 from ¥50, below", pct(90, 0, 5000), 4999, 0],
    ["9 折 from ¥50, at", pct(90, 0, 5000), 5000, 500],
  ];
  it.each(cases)("%s", (_n, rule, eligible, expected) => expect(couponReduction(rule, eligible)).toBe(expected));

  it("refuses a percentage outside 1..99", () => expect(() => couponReduction(pct(100), 1000)).toThrow(RangeError));
});

const base = (lines: PricingLine[], extra: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  defaultFreight: RULE,
  ...extra,
});

describe("coupons in the pipeline", () => {
  it("a shop coupon reduces only its shop's lines in scope, split by line amount", () => {
    const b = price(
      base([line("b1", 1, 6000, 1), line("b2", 1, 3000, 1), line("b3", 1, 1000, 1), line("b4", 2, 5000, 1)], {
        shopCoupons: [use(cash(5000, 1000), 1, ["b1", "b2", "b4"])],
      }),
    );
    const shop1 = b.shops[0]!;
    expect(shop1.lines.map((l) => l.reductions.shopCoupon)).toEqual([667, 333, 0]);
    expect(shop1.reductions.shopCoupon).toBe(1000);
    expect(b.shops[1]!.reductions.shopCoupon).toBe(0); // b4 is another shop's line
    expect(shop1.actualTotal).toBe(10000 - 1000 + 800); // 9000 after the coupon is under the 99 free-shipping line
  });

  it("stacks activity → shop coupon → platform coupon → freight: the platform threshold sees the shop coupon", () => {
    const lines = [line("b1", 1, 10000, 1), line("b2", 2, 5000, 1)];
    const shop = [use(cash(10000, 2000), 1, ["b1"])];
    // Platform 满150减30: 15000 before, 13000 after the shop coupon → not reached.
    const blocked = price(
      base(lines, { shopCoupons: shop, platformCoupons: [use(cash(15000, 3000), 0, ["b1", "b2"])] }),
    );
    expect(blocked.reductions).toMatchObject({ shopCoupon: 2000, platformCoupon: 0 });
    // Platform 满120减30 reached on 13000: split 8000:5000.
    const b = price(base(lines, { shopCoupons: shop, platformCoupons: [use(cash(12000, 3000), 0, ["b1", "b2"])] }));
    expect(b.shops.map((s) => s.reductions.platformCoupon)).toEqual([1846, 1154]);
    expect(b.reductions).toMatchObject({ shopCoupon: 2000, platformCoupon: 3000 });
    // Freight last, on what is left: shop 1 has 8000 − 1846 = 6154 < 9900 → pays 8; shop 2 too.
    expect(b.shops.map((s) => s.freight)).toEqual([800, 800]);
    expect(b.actualTotal).toBe(15000 - 5000 + 1600);
  });

  it("a coupon worth more than its lines takes them to 0, never below", () => {
    const b = price(base([line("b1", 1, 300, 1)], { platformCoupons: [use(cash(0, 1000), 0, ["b1"])] }));
    expect(b.shops[0]!.lines[0]!.actualTotal).toBe(0);
    expect(b.reductions.platformCoupon).toBe(300);
    expect(b.actualTotal).toBe(800);
  });

  it("steps are named for the pipeline's order check", () => {
    expect([shopCoupons.name, platformCoupons.name]).toEqual(["shopCoupons", "platformCoupons"]);
  });
});

describe("property: random carts (seeded)", () => {
  const randomRule = (r: Rng): CouponRule =>
    r.next() < 0.5
      ? cash(Math.floor(r.next() * 3) * 5000, 1 + Math.floor(r.next() * 8000))
      : pct(50 + Math.floor(r.next() * 49), r.next() < 0.5 ? 0 : 100 + Math.floor(r.next() * 3000), 0);

  it("line shares sum exactly to every reduction, lines and payable never go negative (2,000 carts)", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const r = new Rng(seed);
      const n = 1 + Math.floor(r.next() * 8);
      const lines = Array.from({ length: n }, (_, i) =>
        line(`b${i + 1}`, 1 + Math.floor(r.next() * 3), Math.floor(r.next() * 20000), 1 + Math.floor(r.next() * 5)),
      );
      const pickKeys = () => lines.filter(() => r.next() < 0.7).map((l) => l.key);
      const shopIds = [...new Set(lines.map((l) => l.shopId))];
      const shopUses = shopIds.filter(() => r.next() < 0.7).map((sid, i) => use(randomRule(r), sid, pickKeys(), i + 1));
      const platformUses = r.next() < 0.7 ? [use(randomRule(r), 0, pickKeys(), 99)] : [];
      const b = price(base(lines, { shopCoupons: shopUses, platformCoupons: platformUses }));

      for (const s of b.shops) {
        for (const k of REDUCTION_KINDS)
          expect(
            s.lines.reduce((a, l) => a + l.reductions[k], 0),
            `seed ${seed} ${k}`,
          ).toBe(s.reductions[k]);
        for (const l of s.lines) {
          expect(l.actualTotal, `seed ${seed}`).toBeGreaterThanOrEqual(0);
          expect(l.itemTotal - l.reduce).toBe(l.actualTotal);
        }
      }
      // Each coupon's shares add up to what the rule gives on its eligible amount.
      const plain = price(base(lines, { shopCoupons: shopUses }));
      const eligible = plain.shops
        .flatMap((s) => s.lines)
        .filter((l) => platformUses[0]?.lineKeys.includes(l.key))
        .reduce((a, l) => a + l.actualTotal, 0);
      expect(b.reductions.platformCoupon, `seed ${seed}`).toBe(
        platformUses[0] ? couponReduction(platformUses[0], eligible) : 0,
      );
      expect(b.actualTotal).toBeGreaterThanOrEqual(0);
      expect(b.actualTotal).toBe(b.itemTotal - b.reduce + b.freight);
    }
  });
});
