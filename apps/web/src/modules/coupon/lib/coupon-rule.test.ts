import { describe, expect, it } from "vitest";
import { couponCondition, couponFigure, shortDate, type CouponRuleFields } from "./coupon-rule";

// A stand-in translator that shows which key and values were used.
const t = (key: string, v?: Record<string, string | number>) => `${key}${v ? JSON.stringify(v) : ""}`;
const cash = (cashCondition: number, reduceAmount: number): CouponRuleFields => ({
  couponType: 1,
  cashCondition,
  reduceAmount,
  couponDiscount: 100,
  maxReduce: 0,
});

describe("coupon tickets", () => {
  it.each<[string, CouponRuleFields, { prefix: string | null; value: string }, string]>([
    ["满199减20", cash(199, 20), { prefix: "¥", value: "20" }, 'threshold{"amount":"199"}'],
    ["no threshold ¥5.50", cash(0, 5.5), { prefix: "¥", value: "5.50" }, "noThreshold"],
    [
      "8.8折 capped at ¥30",
      { couponType: 2, cashCondition: 0, reduceAmount: 0, couponDiscount: 88, maxReduce: 30 },
      { prefix: null, value: 'discount{"value":8.8}' },
      'noThreshold · maxReduce{"amount":"30"}',
    ],
  ])("%s", (_n, c, figure, condition) => {
    expect(couponFigure(c, t, "zh")).toEqual(figure);
    expect(couponCondition(c, t)).toBe(condition);
  });

  it("a percentage reads as what is paid in Chinese and what is taken off in English", () => {
    const c: CouponRuleFields = { couponType: 2, cashCondition: 0, reduceAmount: 0, couponDiscount: 85, maxReduce: 0 };
    expect(couponFigure(c, t, "en").value).toBe('discount{"value":15}');
  });

  it("shows dates as yyyy.MM.dd", () => expect(shortDate("2026-11-25 10:00:00")).toBe("2026.11.25"));
});
