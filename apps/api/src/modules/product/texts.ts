export const NO_GROUP_TEXT = { zh: "商品分组不存在", en: "The product group does not exist" };
