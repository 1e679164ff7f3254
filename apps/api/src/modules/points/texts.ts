/** The points module's messages (spec part 9: points in multiples of 10; mall4cloud A03020 'not enough points'). */
export const POINTS_TEXT = {
  adjustedWithOtherDetails: {
    zh: "该请求编号已用于另一笔调整，未作更改",
    en: "This request id was already used for another adjustment; nothing was changed",
  },
  notEnough: { zh: "积分不足", en: "Not enough points" },
  /** A manual debit larger than what the buyer holds: points never go below 0. */
  debitBeyondBalance: (held: number) => ({
    zh: `扣减积分超过当前积分（${held}），积分不能低于0`,
    en: `The debit is more than the points held (${held}); points cannot go below 0`,
  }),
  multipleOf10: { zh: "积分须为10的整数倍", en: "Points must be a multiple of 10" },
  noUser: { zh: "用户不存在", en: "No such user" },
} as const;

/** Why a points ledger row exists (mall4cloud UserScoreLog source, in words). */
export const REASON_TEXT: Record<string, { zh: string; en: string }> = {
  register: { zh: "注册赠送", en: "Registration bonus" },
  review: { zh: "评价赠送", en: "Review bonus" },
  order_earn: { zh: "购物获得", en: "Earned by shopping" },
  order_spend: { zh: "下单抵现", en: "Used at checkout" },
  exchange: { zh: "积分商城兑换", en: "Points mall exchange" },
  order_cancel_return: { zh: "订单取消退回", en: "Returned: order cancelled" },
  refund_return: { zh: "售后退款退回", en: "Returned: after-sales refund" },
  expire: { zh: "积分过期", en: "Points expired" },
  admin_adjust: { zh: "平台调整", en: "Adjusted by the platform" },
  grant: { zh: "积分赠送", en: "Points credit" },
};
