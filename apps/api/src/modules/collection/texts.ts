export const COLLECTION_TEXT = {
  notFound: { zh: "收藏记录不存在", en: "The collection record does not exist" },
  shopNotFound: { zh: "店铺不存在", en: "The shop does not exist" },
  shopClosed: { zh: "该店铺暂未营业，无法收藏", en: "This shop is not open and cannot be collected" },
} as const;
