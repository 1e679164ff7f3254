import { z } from "zod";

/**
 * Validation messages shared by the API and the storefront forms. Schemas refer
 * to them by key (`error: "v.phone"`); both sides translate the key.
 */
export const VALIDATION_TEXTS = {
  "v.required": { zh: "此项为必填项", en: "This field is required" },
  "v.phone": { zh: "请输入正确的手机号", en: "Please enter a valid phone number" },
  "v.keyword": { zh: "请输入关键词", en: "Please enter keyword" },
  "v.prodName": { zh: "商品名称不能为空", en: "Product name cannot be empty" },
  "v.shopName": { zh: "店铺名称不能为空", en: "Store name cannot be empty" },
  "v.loginAccount": { zh: "账号为4-30位字母、数字或下划线", en: "Account must be 4-30 letters, digits or underscores" },
  "v.registerAccount": { zh: "账号为4-16位字母、数字或下划线", en: "Account must be 4-16 letters, digits or underscores" },
  "v.password": {
    zh: "密码为6-20位半角字符，且至少包含字母、数字、符号中的两种",
    en: "Password must be 6-20 half-width characters with at least two of letters, digits and symbols",
  },
  "v.nickName": { zh: "昵称不能为空，最多15个字符", en: "Nickname is required, at most 15 characters" },
  "v.smsCode": { zh: "请输入验证码", en: "Please enter the verification code" },
  "v.positiveInt": { zh: "请输入正整数", en: "Please enter a positive whole number" },
} as const;
export type ValidationKey = keyof typeof VALIDATION_TEXTS;

export function validationText(key: string): { zh: string; en: string } | undefined {
  return (VALIDATION_TEXTS as Record<string, { zh: string; en: string }>)[key];
}

/** Phone: 11 digits starting with 1 (spec part 5). */
export const phoneSchema = z.string().trim().regex(/^1\d{10}$/, { error: "v.phone" });
/** A positive integer id in a query string or body. */
export const idSchema = z.coerce.number({ error: "v.positiveInt" }).int({ error: "v.positiveInt" }).min(1, { error: "v.positiveInt" }).max(2_147_483_647, { error: "v.positiveInt" });
