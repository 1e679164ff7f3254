export const ORDER_TEXT = {
  notShippable: { zh: "只有待发货的订单可以发货", en: "Only orders waiting for delivery can be shipped" },
} as const;

export const PAY_TYPE_NAMES: Record<number, { zh: string; en: string }> = {
  0: { zh: "积分支付", en: "Points" },
  1: { zh: "余额支付", en: "Balance" },
  2: { zh: "微信支付", en: "WeChat Pay" },
  3: { zh: "礼品卡支付", en: "Gift card" },
};
