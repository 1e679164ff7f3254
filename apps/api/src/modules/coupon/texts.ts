import { formatYuan } from "@souk/contract";
import type { LocalizedText } from "../../infra/http/app-error.ts";
import type { Evaluation, UnusableReason } from "./eligibility.ts";

/** Every coupon message the buyer or the shop sees, in both languages. */
export const COUPON_TEXT = {
  received: { zh: "领取优惠券成功", en: "Coupon collected" },
  notFound: { zh: "优惠券不存在", en: "The coupon does not exist" },
  ended: { zh: "优惠券已结束领取", en: "This coupon can no longer be collected" },
  notLaunched: { zh: "优惠券尚未开始领取", en: "This coupon cannot be collected yet" },
  soldOut: { zh: "优惠券已领完", en: "This coupon is sold out" },
  limit: { zh: "您已达到该优惠券的领取上限", en: "You have already collected this coupon as many times as allowed" },
  notYours: { zh: "优惠券不存在或不属于您", en: "The coupon does not exist or is not yours" },
  oneEach: {
    zh: "每个店铺订单和平台各只能使用一张优惠券",
    en: "Use at most one coupon per shop order and one platform coupon",
  },
  taken: {
    zh: "优惠券已被其他订单使用，请重新确认订单",
    en: "The coupon has been used by another order, please confirm the order again",
  },
  stockBelowCollected: {
    zh: "库存不能少于已领取的数量",
    en: "The stock cannot be lower than the number already collected",
  },
  notYourShop: { zh: "只能管理本店铺的优惠券", en: "You can only manage your own shop's coupons" },
} as const satisfies Record<string, LocalizedText>;

const REASON: Record<Exclude<UnusableReason, "belowThreshold">, LocalizedText> = {
  used: { zh: "优惠券已使用", en: "The coupon has been used" },
  expired: { zh: "优惠券已过期", en: "The coupon has expired" },
  notStarted: { zh: "优惠券未到使用时间", en: "The coupon is not valid yet" },
  otherShop: { zh: "该优惠券不适用于本订单的店铺", en: "The coupon belongs to a shop that is not in this order" },
  outOfScope: { zh: "订单中没有该优惠券适用的商品", en: "No item in this order is covered by the coupon" },
};

/** The reason an evaluated coupon cannot be used, e.g. '满¥99.00可用，还差¥9.00'. */
export function reasonText(e: Evaluation): LocalizedText {
  if (e.reason === "belowThreshold") {
    const need = formatYuan(e.coupon.cashCondition);
    const short = formatYuan(e.shortBy);
    return {
      zh: `未满足使用门槛：满¥${need}可用，还差¥${short}`,
      en: `Below the threshold: usable from ¥${need}, ¥${short} short`,
    };
  }
  return REASON[e.reason ?? "used"];
}
