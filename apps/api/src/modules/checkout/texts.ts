import { CART_MAX_PER_PRODUCT, CART_SETTLE_MAX } from "@souk/contract";

export const CHECKOUT_TEXT = {
  settleMax: {
    zh: `购物车最多支持${CART_SETTLE_MAX}件商品结算，请分开下单`,
    en: `The shopping cart supports up to ${CART_SETTLE_MAX} items, please order separately`,
  },
  unavailable: {
    zh: "部分商品已下架或已售罄，请返回购物车重新选择",
    en: "Some items are off the shelf or sold out, please go back to the cart",
  },
  changed: {
    zh: "商品信息已变化，请重新确认订单",
    en: "Product information has changed, please confirm the order again",
  },
  perProduct: {
    zh: `每件商品最多购买${CART_MAX_PER_PRODUCT}件`,
    en: `You can buy at most ${CART_MAX_PER_PRODUCT} of one product`,
  },
  tokenExpired: { zh: "订单确认已过期，请重新确认订单", en: "Order has expired, please place a new order" },
  addressNeeded: { zh: "请先添加收货地址", en: "Please add a delivery address first" },
  submittedWithOtherDetails: {
    zh: "该订单已按其他信息提交，未作更改",
    en: "This order was already submitted with other details; nothing was changed",
  },
} as const;
