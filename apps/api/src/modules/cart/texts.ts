import { CART_MAX_LINES, CART_MAX_PER_PRODUCT } from "@souk/contract";

export const CART_TEXT = {
  perProduct: {
    zh: `每件商品最多购买${CART_MAX_PER_PRODUCT}件`,
    en: `You can buy at most ${CART_MAX_PER_PRODUCT} of one product`,
  },
  full: {
    zh: `购物车最多放${CART_MAX_LINES}种商品，请先清理购物车`,
    en: `The cart holds at most ${CART_MAX_LINES} items, please remove some first`,
  },
  /** mall4j's answer to a count of 0 (`ShopCartController.addItem`). */
  zeroCount: { zh: "输入更改数量", en: "Enter the quantity to change" },
  /** mall4j's answer to a decrease of a line that is not in the cart. */
  alreadyRemoved: { zh: "商品已从购物车移除", en: "The item has been removed from the cart" },
} as const;
