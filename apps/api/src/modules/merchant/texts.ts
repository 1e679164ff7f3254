export const PRODUCT_NOT_FOUND_TEXT = { zh: "商品不存在", en: "The product does not exist" } as const;

export const MERCHANT_TEXT = {
  tooManyUploads: { zh: "上传过于频繁，请稍后再试", en: "Too many uploads, please try again later" },
  badLogin: { zh: "账号或密码错误", en: "Wrong account or password" },
  platform: { zh: "平台客服", en: "Platform customer service" },
} as const;
