import { z } from "zod";

/** `GET /webConfig/getPcWebConfig?webConfigType=3` — every PC web-config field of spec part 3. */
export const pcWebConfig = z.object({
  pcTitleContentCn: z.string(),
  pcTitleContentEn: z.string(),
  pcWelcomeCn: z.string(),
  pcWelcomeEn: z.string(),
  pcLogoImg: z.string(),
  pcLogoImgText: z.string(),
  pcQrcodeImg: z.string(),
  pcTitleImg: z.string(),
  pcCompanyNameCn: z.string(),
  pcCompanyNameEn: z.string(),
  /** Lines separated by "\n"; the footer shows one line each. */
  pcCompanyInfoCn: z.string(),
  pcCompanyInfoEn: z.string(),
  pcCopyrightCn: z.string(),
  pcCopyrightEn: z.string(),
});
export type PcWebConfig = z.infer<typeof pcWebConfig>;

/** Local-storage key under which the storefront caches the web config. */
export const WEB_CONFIG_STORAGE_KEY = "cloudPcWebConfigData";

/** Only type 3 (PC website) is served. */
export const webConfigQuery = z.object({ webConfigType: z.coerce.number().int().min(3).max(3).default(3) });

/** `GET /sys/config/info/getSysServiceSwitch` */
export const serviceSwitch = z.object({
  serviceTermsSwitch: z.boolean(),
  privacyPolicySwitch: z.boolean(),
});
/** `GET /sys/config/info/getSysLoginConfig` — which third-party logins are configured. */
export const loginConfig = z.object({
  loginOpen: z.boolean(),
  qqLoginOpen: z.boolean(),
  wechatLoginOpen: z.boolean(),
});
/** `GET /sys/config/info/getSysPaySwitch` — cached 5 h on the client (spec part 9). */
export const paySwitch = z.object({
  balancePay: z.boolean(),
  wechatPay: z.boolean(),
  aliPay: z.boolean(),
});
export const PAY_SWITCH_CACHE_MS = 18_000_000;

/** `GET /termsPage` data: `GET /sys/config/info/terms?sts=0|1` (0 service terms, 1 privacy policy). */
export const termsQuery = z.object({ sts: z.coerce.number().int().min(0).max(1) });
export const termsDoc = z.object({ sts: z.number(), title: z.string(), content: z.string() });
