/** The member module's user-facing texts ({zh, en}). */
export const MEMBER_TEXT = {
  adjustedWithOtherDetails: {
    zh: "该请求编号已用于另一笔调整，未作更改",
    en: "This request id was already used for another adjustment; nothing was changed",
  },
  unknownPeriod: {
    zh: "该会员时长不存在或已下架",
    en: "This membership period does not exist or is no longer offered",
  },
  noPaidLevel: { zh: "付费会员暂未开放", en: "Paid membership is not offered yet" },
  wechatOff: { zh: "微信支付暂不可用，请使用余额支付", en: "WeChat Pay is not available, please pay with the balance" },
  balanceOff: { zh: "余额支付暂不可用", en: "Balance payment is not available" },
  unknownLevel: { zh: "会员等级不存在", en: "No such member level" },
  levelTaken: {
    zh: "已有相同成长值的等级或付费等级",
    en: "A level with this growth value (or a paid level) already exists",
  },
  baseLevelFixed: {
    zh: "最低等级的成长值须为0：每位会员都从这一级开始",
    en: "The lowest level needs 0 growth: every member starts there",
  },
  unknownCoupon: { zh: "入会赠送的优惠券须为平台优惠券", en: "Joining coupons must be platform coupons" },
  growthNegative: { zh: "成长值不足，不能扣减到0以下", en: "Growth cannot go below 0" },
  noUser: { zh: "用户不存在", en: "No such user" },
  ledgerGrowthReceipt: { zh: "确认收货获得成长值", en: "Growth earned on receipt" },
  ledgerGrowthAdjust: { zh: "平台调整成长值", en: "Growth adjusted by the platform" },
  buyDescription: { zh: "购买付费会员", en: "Paid membership" },
} as const;
