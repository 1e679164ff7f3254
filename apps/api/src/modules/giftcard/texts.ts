export const GIFT_CARD_TEXT = {
  wrong: { zh: "卡号或密码错误", en: "Wrong card number or password" },
  expired: { zh: "该礼品卡已过期", en: "This gift card has expired" },
  taken: { zh: "该礼品卡已被其他用户绑定", en: "This gift card is bound to another account" },
  throttled: {
    zh: "礼品卡密码错误次数过多，请15分钟后再试",
    en: "Too many wrong gift card passwords, please try again in 15 minutes",
  },
  unusable: { zh: "所选礼品卡不可用", en: "A chosen gift card cannot be used" },
  insufficient: { zh: "礼品卡余额不足", en: "Insufficient gift card balance" },
  overdrawn: { zh: "礼品卡余额不足", en: "Insufficient gift card balance" },
  notFound: { zh: "礼品卡不存在", en: "No such gift card" },
  batchNotFound: { zh: "礼品卡批次不存在", en: "No such gift card batch" },
} as const;
