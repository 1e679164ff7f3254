import type { LocalizedText } from "../../infra/http/app-error.ts";

/** The refusals of a flash-sale or group-buy edit that both share, in both languages. */
export const PROMOTION_EDIT_TEXT = {
  productLocked: {
    zh: "活动已开始，不能更换商品",
    en: "The activity has started: its product cannot be changed",
  },
  startLocked: {
    zh: "活动已开始，开始时间不能改到以后",
    en: "The activity has started: its start cannot be moved later than now",
  },
  endPast: {
    zh: "结束时间须晚于当前时间（要立即结束请使用“结束”）",
    en: "The end must be later than now (use End to end it now)",
  },
  skuHasOrders: {
    zh: "已有订单的规格不能移出活动",
    en: "A SKU that already has orders cannot be taken out of the activity",
  },
} as const satisfies Record<string, LocalizedText>;
