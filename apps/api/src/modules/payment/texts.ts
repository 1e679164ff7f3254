export const PAY_TEXT = {
  methodOff: { zh: "该支付方式暂不可用", en: "This payment method is not available" },
  noGateway: { zh: "微信支付未配置", en: "WeChat Pay is not configured" },
  badSignature: { zh: "签名验证失败", en: "Signature verification failed" },
  stale: { zh: "通知已过期", en: "The notification is too old" },
  badBody: { zh: "通知内容无效", en: "Invalid notification" },
  unknownPrepay: { zh: "支付单不存在", en: "Unknown payment" },
  amountMismatch: { zh: "支付金额与订单金额不一致", en: "The paid amount does not match the order amount" },
  noRefundGateway: {
    zh: "微信支付未配置，无法原路退款",
    en: "WeChat Pay is not configured, the refund cannot go back",
  },
} as const;
