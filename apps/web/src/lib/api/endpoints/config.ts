import type { loginConfig, serviceSwitch, termsDoc } from "@souk/contract";
import type { z } from "zod";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

export type ServiceSwitch = z.infer<typeof serviceSwitch>;
export type LoginConfig = z.infer<typeof loginConfig>;
export type TermsDoc = z.infer<typeof termsDoc>;

/** Whether the service-terms and privacy-policy links are shown (login, register). */
export const serviceSwitchEndpoint = () => endpoint<ServiceSwitch>("GET", "/sys/config/info/getSysServiceSwitch");
/** Which sign-in methods are open (QQ and WeChat links only when configured). */
export const loginConfigEndpoint = () => endpoint<LoginConfig>("GET", "/sys/config/info/getSysLoginConfig");
/** /termsPage: sts 0 service terms, 1 privacy policy, in the request language. */
export const termsEndpoint = (sts: 0 | 1) =>
  endpoint<TermsDoc>("GET", "/sys/config/info/terms", { query: { sts }, tags: [CATALOG_CACHE_TAGS.site] });
