export const REVIEW_TEXT = {
  notReceived: { zh: "确认收货后才能评价", en: "You can review an item after receiving it" },
  already: { zh: "该商品已评价", en: "You have already reviewed this item" },
} as const;
