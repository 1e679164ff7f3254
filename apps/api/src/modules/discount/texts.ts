import { formatYuan } from "@souk/contract";
import type { LocalizedText } from "../../infra/http/app-error.ts";

/** Every discount-activity message the buyer or the shop sees, in both languages. */
export const DISCOUNT_TEXT = {
  notFound: { zh: "活动不存在", en: "The activity does not exist" },
  notYourProducts: {
    zh: "只能选择本店铺的商品参加活动",
    en: "Only your own shop's products can take part in the activity",
  },
  /** '8.5折' for 85 (per cent paid). */
  limitedPercent: (perCent: number) => ({
    zh: `限时${perCent / 10}折`,
    en: `${100 - perCent}% off for a limited time`,
  }),
  limitedOffEach: (fen: number) => ({
    zh: `限时每件立减¥${formatYuan(fen)}`,
    en: `¥${formatYuan(fen)} off each item for a limited time`,
  }),
  alreadyEnded: { zh: "活动已结束，不能再修改", en: "The activity has ended and can no longer be changed" },
} as const satisfies Record<string, LocalizedText | ((n: number) => LocalizedText)>;
