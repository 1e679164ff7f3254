/** User-facing texts of balance top-ups. */
export const RECHARGE_TEXT = {
  unknownPreset: { zh: "该充值档位不存在", en: "This top-up tier does not exist" },
  wechatOff: { zh: "微信支付暂不可用，无法充值", en: "WeChat Pay is not available, top-ups are paused" },
} as const;
