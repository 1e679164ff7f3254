/** Messages of the catalog module's platform routes (`/admin/catalog/…`). */
export const CATALOG_TEXT = {
  categoryNotFound: { zh: "分类不存在", en: "The category does not exist" },
  brandNotFound: { zh: "品牌不存在", en: "The brand does not exist" },
  productNotFound: { zh: "商品不存在", en: "The product does not exist" },
  tooManyUploads: { zh: "上传过于频繁，请稍后再试", en: "Too many uploads, please try again later" },
} as const;
