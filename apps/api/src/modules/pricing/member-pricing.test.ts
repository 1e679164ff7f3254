import { describe, expect, it } from "vitest";
import { refundableShares } from "../refund/share.ts";
import {
  REDUCTION_KINDS,
  price,
  type CouponRule,
  type CouponUse,
  type MemberBenefit,
  type PricingInput,
  type PricingLine,
  type ShopDiscount,
} from "./pricing.ts";

/*
 * The member step (ADR 0020-membership): the level's discount on what each line still costs after
 * the shop's promotions, before coupons; free shipping in the freight step. Tables in fen.
 */

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
const use = (rule: CouponRule, shopId: number, lineKeys: string[]): CouponUse => ({
  ...rule,
  couponUserId: 1,
  shopId,
  lineKeys,
});
const minus = (shopId: number, lineKeys: string[], need: number, off: number): ShopDiscount => ({
  shopId,
  discountId: 1,
  lineKeys,
  discountRule: 0,
  discountType: 0,
  tiers: [{ needAmount: need, discount: off }],
  maxReduceAmount: 0,
});
const gold: MemberBenefit = { discount: 95, freeShipping: false };
const diamond: MemberBenefit = { discount: 90, freeShipping: true };

interface Row {
  name: string;
  input: Omit<PricingInput, "defaultFreight">;
  /** Expected: member reduction, coupon reductions (shop + platform), freight, amount to pay. */
  member: number;
  coupons: number;
  freight: number;
  pay: number;
}

const A = line("a1", 1, 3000, 2); // ¥60
const B = line("b2", 1, 1999, 1); // ¥19.99
const C = line("c3", 2, 5000, 1); // ¥50, another shop

const rows: Row[] = [
  {
    name: "no member: nothing off, freight charged under ¥99",
    input: { lines: [A] },
    member: 0,
    coupons: 0,
    freight: 800,
    pay: 6800,
  },
  {
    name: "9.5 折 member: 5% of ¥60",
    input: { lines: [A], member: gold },
    member: 300,
    coupons: 0,
    freight: 800,
    pay: 6500,
  },
  {
    name: "discount 100 (a level without a discount) changes nothing",
    input: { lines: [A], member: { discount: 100, freeShipping: false } },
    member: 0,
    coupons: 0,
    freight: 800,
    pay: 6800,
  },
  {
    name: "per line, rounding down: 5% of ¥19.99 is 99 fen",
    input: { lines: [B], member: gold },
    member: 99,
    coupons: 0,
    freight: 800,
    pay: 1900 + 800,
  },
  {
    name: "free shipping alone (no discount)",
    input: { lines: [A], member: { discount: 100, freeShipping: true } },
    member: 0,
    coupons: 0,
    freight: 0,
    pay: 6000,
  },
  {
    name: "9 折 + free shipping on two shops: no freight anywhere",
    input: { lines: [A, C], member: diamond },
    member: 600 + 500,
    coupons: 0,
    freight: 0,
    pay: 5400 + 4500,
  },
  {
    name: "shop discount first (满50减10), then 5% of what is left, then a shop coupon 满40减5 on the rest",
    input: {
      lines: [A],
      member: gold,
      shopDiscounts: [minus(1, ["a1"], 5000, 1000)],
      shopCoupons: [use(cash(4000, 500), 1, ["a1"])],
    },
    member: 250, // 5% of ¥50
    coupons: 500,
    freight: 800,
    pay: 6000 - 1000 - 250 - 500 + 800,
  },
  {
    name: "the member discount can take goods below a coupon's threshold (coupons see what is left)",
    input: { lines: [line("d4", 1, 10000, 1)], member: diamond, shopCoupons: [use(cash(10000, 1000), 1, ["d4"])] },
    member: 1000,
    coupons: 0,
    freight: 0,
    pay: 9000,
  },
  {
    name: "member + platform coupon over two shops, free shipping",
    input: { lines: [A, C], member: gold, platformCoupons: [use(cash(10000, 1000), 0, ["a1", "c3"])] },
    member: 300 + 250,
    coupons: 1000,
    freight: 0 + 0, // without member free shipping: shop 1 ¥57 − share < ¥99 → ¥8, shop 2 too; gold has none
    pay: 0, // filled below
  },
];
// The last row: gold has no free shipping, so each shop (under ¥99 after reductions) pays ¥8.
rows[rows.length - 1]!.freight = 1600;
rows[rows.length - 1]!.pay = 6000 + 5000 - 550 - 1000 + 1600;

describe("member step: discount and free shipping with the other reductions", () => {
  it.each(rows)("$name", ({ input, member, coupons, freight, pay }) => {
    const b = price({ ...input, defaultFreight: RULE });
    expect(b.reductions.member).toBe(member);
    expect(b.reductions.shopCoupon + b.reductions.platformCoupon).toBe(coupons);
    expect(b.freight).toBe(freight);
    expect(b.actualTotal).toBe(pay);
    // Every line's reductions add up; the line shares (what refunds give back) sum to the goods paid.
    for (const s of b.shops)
      for (const l of s.lines) {
        expect(REDUCTION_KINDS.reduce((n, k) => n + l.reductions[k], 0)).toBe(l.reduce);
        expect(l.actualTotal).toBe(l.itemTotal - l.reduce);
      }
    const shares = refundableShares(
      b.shops.flatMap((s) => s.lines).map((l, i) => ({ orderItemId: i + 1, actualTotal: l.actualTotal })),
    );
    expect([...shares.values()].reduce((a, c) => a + c, 0)).toBe(b.actualTotal - b.freight);
  });

  it("the member reduction is recorded on each line (so a refund of one line gives back what it paid)", () => {
    const b = price({ lines: [A, B], member: gold, defaultFreight: RULE });
    const [la, lb] = b.shops[0]!.lines;
    expect(la!.reductions.member).toBe(300);
    expect(lb!.reductions.member).toBe(99);
    expect(la!.actualTotal + lb!.actualTotal).toBe(6000 + 1999 - 399);
  });

  it("the member discount never takes a line below 0 and refuses a nonsense rate", () => {
    expect(() => price({ lines: [A], member: { discount: 0, freeShipping: false }, defaultFreight: RULE })).toThrow(
      RangeError,
    );
    const free = price({ lines: [A], member: { discount: 1, freeShipping: true }, defaultFreight: RULE });
    expect(free.actualTotal).toBe(60);
  });

  it("free shipping does not apply where freight is not charged (cart totals)", () => {
    const b = price({ lines: [A], member: diamond, defaultFreight: RULE, withFreight: false });
    expect(b.freight).toBe(0);
    expect(b.actualTotal).toBe(5400);
  });
});
