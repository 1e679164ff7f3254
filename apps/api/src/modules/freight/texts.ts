/** Texts of the freight module (zh, en). */
export const FREIGHT_TEXT = {
  templateNotFound: { zh: "运费模板不存在", en: "The freight template does not exist" },
  productNotFound: { zh: "商品不存在", en: "The product does not exist" },
  areaNotFound: { zh: "地区不存在", en: "Unknown area" },
  notDeliverable: (shop: { zh: string; en: string }) => ({
    zh: `店铺「${shop.zh}」不配送到该地址，请更换收货地址`,
    en: `${shop.en} does not deliver to this address; please choose another address`,
  }),
  fieldRequired: (field: { zh: string; en: string }) => ({
    zh: `请填写订单留言「${field.zh}」`,
    en: `Please fill in the order message "${field.en}"`,
  }),
};
