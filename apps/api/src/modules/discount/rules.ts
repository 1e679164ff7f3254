import { formatYuan, type Locale } from "@souk/contract";
import type { LocalizedText } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import type { DiscountRule, Fen } from "../pricing/pricing.ts";
import { DISCOUNT_TEXT } from "./texts.ts";

/** The rule fields of an activity row (money in fen), as the pricing steps and texts need them. */
export interface ActivityRule {
  activityType: number;
  priceRule: number;
  priceValue: Fen;
  discountRule: number;
  discountType: number;
  tiers: { needAmount: number; discount: number }[];
  maxReduceAmount: Fen;
}

/**
 * The limited-time price of an item of `price` fen: priceRule 0 pays priceValue per cent, rounded
 * UP to the fen (the saving never holds a fraction of a fen the shop did not give); priceRule 1
 * priceValue fen less. Never below 1 fen.
 */
export function activityUnitPrice(r: Pick<ActivityRule, "priceRule" | "priceValue">, price: Fen): Fen {
  const p = r.priceRule === 0 ? Math.ceil((price * r.priceValue) / 100) : price - r.priceValue;
  return Math.max(1, Math.min(price, p));
}

export function tierRule(r: ActivityRule): DiscountRule {
  return {
    discountRule: r.discountRule === 3 ? 3 : 0,
    discountType: r.discountType === 1 ? 1 : 0,
    tiers: r.tiers,
    maxReduceAmount: r.maxReduceAmount,
  };
}

const zhe = (perCent: number) => `${perCent % 10 === 0 ? perCent / 10 : perCent / 10}`;

/** One line of the rule: '8.5折' / '每件立减¥5.00' / '满¥199.00减¥20.00，满¥299.00减¥40.00' / '满3件8折'. */
export function ruleText(r: ActivityRule, locale: Locale): string {
  if (r.activityType === 1) {
    const t: LocalizedText =
      r.priceRule === 0 ? DISCOUNT_TEXT.limitedPercent(r.priceValue) : DISCOUNT_TEXT.limitedOffEach(r.priceValue);
    return pick(locale, t.zh, t.en);
  }
  const tiers = [...r.tiers].sort((a, b) => a.needAmount - b.needAmount);
  const parts = tiers.map((t) =>
    r.discountRule === 3
      ? pick(locale, `满${t.needAmount}件${zhe(t.discount)}折`, `${100 - t.discount}% off ${t.needAmount}+ items`)
      : pick(
          locale,
          `${r.discountType === 1 ? "每" : ""}满¥${formatYuan(t.needAmount)}减¥${formatYuan(t.discount)}`,
          `¥${formatYuan(t.discount)} off ${r.discountType === 1 ? "every" : ""} ¥${formatYuan(t.needAmount)}`.replace(
            "  ",
            " ",
          ),
        ),
  );
  const cap =
    r.maxReduceAmount > 0
      ? pick(locale, `，最高减¥${formatYuan(r.maxReduceAmount)}`, `, up to ¥${formatYuan(r.maxReduceAmount)}`)
      : "";
  return parts.join(pick(locale, "，", "; ")) + cap;
}

/** The cart's next-tier hint: '再买 ¥10.00 可减 ¥20.00' / '再买 2 件可减 ¥15.00'. */
export function hintText(rule: 0 | 3, needMore: number, reduce: Fen, locale: Locale): string {
  return rule === 0
    ? pick(
        locale,
        `再买 ¥${formatYuan(needMore)} 可减 ¥${formatYuan(reduce)}`,
        `Buy ¥${formatYuan(needMore)} more to save ¥${formatYuan(reduce)}`,
      )
    : pick(
        locale,
        `再买 ${needMore} 件可减 ¥${formatYuan(reduce)}`,
        `Buy ${needMore} more to save ¥${formatYuan(reduce)}`,
      );
}
