/**
 * How a coupon reads on a ticket: the big figure (¥20 or 8.8折 / 12% off) and its conditions.
 * Pure, so the wording of every kind is unit-tested (coupon-rule.test.ts).
 */
export interface CouponRuleFields {
  couponType: 1 | 2;
  cashCondition: number;
  reduceAmount: number;
  couponDiscount: number;
  maxReduce: number;
}

type T = (
  key: "discount" | "threshold" | "noThreshold" | "maxReduce",
  values?: Record<string, string | number>,
) => string;

const yuan = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** The figure: amount off for cash coupons; for percentage ones 8.8折 in Chinese, 12% off in English. */
export function couponFigure(c: CouponRuleFields, t: T, locale: string): { prefix: string | null; value: string } {
  if (c.couponType === 1) return { prefix: "¥", value: yuan(c.reduceAmount) };
  return {
    prefix: null,
    value: t("discount", { value: locale === "zh" ? c.couponDiscount / 10 : 100 - c.couponDiscount }),
  };
}

/** The conditions: threshold (or none) and, for percentages, the cap. */
export function couponCondition(c: CouponRuleFields, t: T): string {
  const parts = [c.cashCondition > 0 ? t("threshold", { amount: yuan(c.cashCondition) }) : t("noThreshold")];
  if (c.couponType === 2 && c.maxReduce > 0) parts.push(t("maxReduce", { amount: yuan(c.maxReduce) }));
  return parts.join(" · ");
}

/** "yyyy-MM-dd HH:mm:ss" → "yyyy.MM.dd" */
export function shortDate(s: string): string {
  return s.slice(0, 10).replaceAll("-", ".");
}
