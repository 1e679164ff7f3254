import type { LocalizedText } from "../../infra/http/app-error.ts";

/** Every discount-activity message the buyer or the shop sees, in both languages. */
export const DISCOUNT_TEXT = {
  notFound: { zh: "活动不存在", en: "The activity does not exist" },
  notYourProducts: {
    zh: "只能选择本店铺的商品参加活动",
    en: "Only your own shop's products can take part in the activity",
  },
  alreadyEnded: { zh: "活动已结束，不能再修改", en: "The activity has ended and can no longer be changed" },
} as const satisfies Record<string, LocalizedText>;
