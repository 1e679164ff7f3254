/** The points mall's messages (member-center/integral-mall, integral-det, submit-integral-order). */
export const POINTS_MALL_TEXT = {
  notInMall: { zh: "该商品不在积分商城中", en: "This product is not in the points mall" },
  notOwnProduct: { zh: "商品不存在", en: "The product does not exist" },
  unavailable: { zh: "商品已下架或已售罄", en: "The product is off the shelf or sold out" },
  addressNeeded: { zh: "请先添加收货地址", en: "Please add a delivery address first" },
} as const;
