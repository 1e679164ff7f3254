/** The flash sale's messages (spec part 6: 'Event not started', 'The event has ended', 'The activity is very hot…'). */
export const SECKILL_TEXT = {
  notStarted: { zh: "活动未开始", en: "Event not started" },
  ended: { zh: "活动已结束", en: "The event has ended" },
  hot: { zh: "活动太火爆了，请稍后再试", en: "The activity is very hot, please try again later" },
  notFound: { zh: "秒杀活动不存在", en: "The flash sale does not exist" },
  limit: (max: number) => ({
    zh: `每人限购${max}件`,
    en: `You can buy at most ${max} in this flash sale`,
  }),
  /** Confirm, when the buyer already holds part of the limit. */
  remaining: (max: number, left: number) => ({
    zh: left > 0 ? `每人限购${max}件，您还可购买${left}件` : `每人限购${max}件，您已达到限购数量`,
    en:
      left > 0
        ? `You can buy at most ${max} in this flash sale; you may still buy ${left}`
        : `You can buy at most ${max} in this flash sale and have reached the limit`,
  }),
  unavailable: { zh: "商品已下架", en: "The product is off the shelf" },
  notOwnProduct: { zh: "商品不存在或不属于本店", en: "The product does not exist or is not the shop's" },
  /** An edit lowering a SKU's flash stock below the units sold or being bought. */
  stockBelowSold: (taken: number) => ({
    zh: `秒杀库存不能少于已售出（含正在下单）的${taken}件`,
    en: `The flash stock cannot be less than the ${taken} units already sold or being bought`,
  }),
} as const;
