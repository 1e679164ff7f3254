import type { Locale, PcWebConfig } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { oauthProvidersOf } from "../../infra/oauth/index.ts";
import { perContext } from "../../infra/per-context.ts";
import * as q from "./queries.ts";

/** Keys of the platform configuration documents in `sys_configs`. */
export const CONFIG_KEYS = {
  webPc: "web.pc",
  serviceSwitch: "sys.serviceSwitch",
  loginConfig: "sys.loginConfig",
  paySwitch: "sys.paySwitch",
  serviceTerms: "sys.terms.service",
  privacyPolicy: "sys.terms.privacy",
  searchSynonyms: "search.synonyms",
} as const;
export type ConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

/** A bilingual document such as the service terms. */
export interface TermsConfig {
  zh: { title: string; content: string };
  en: { title: string; content: string };
}

const EMPTY_WEB_CONFIG: PcWebConfig = {
  pcTitleContentCn: "",
  pcTitleContentEn: "",
  pcWelcomeCn: "",
  pcWelcomeEn: "",
  pcLogoImg: "",
  pcLogoImgText: "",
  pcQrcodeImg: "",
  pcTitleImg: "",
  pcCompanyNameCn: "",
  pcCompanyNameEn: "",
  pcCompanyInfoCn: "",
  pcCompanyInfoEn: "",
  pcCopyrightCn: "",
  pcCopyrightEn: "",
};

/** Answers when a switch document is missing (a database without demo data). */
const DEFAULTS = {
  serviceSwitch: { serviceTermsSwitch: false, privacyPolicySwitch: false },
  loginConfig: { loginOpen: true, qqLoginOpen: false, wechatLoginOpen: false },
  paySwitch: { balancePay: false, wechatPay: false, aliPay: false },
};

/**
 * Platform configuration documents. Reads are cached for a minute (they change only when
 * an operator edits them); `set()` writes and clears this process's cache.
 */
export class ConfigService {
  private readonly cache = new TtlCache<unknown>(60_000);

  constructor(private readonly ctx: AppContext) {
    // The platform console bumps "site" when it edits a document: other processes drop theirs too.
    ctx.catalogChanges.on(["site"], () => this.invalidate());
  }

  async get<T>(key: ConfigKey): Promise<T | null> {
    return (await this.cache.get(key, async () => {
      return q.configValue(this.ctx.database.db, key);
    })) as T | null;
  }

  /** Saves a document (inside the caller's transaction when given) and clears this process's cache. */
  async set(key: ConfigKey, value: unknown, db: Tx = this.ctx.database.db): Promise<void> {
    await q.saveConfigValue(db, key, value);
    this.cache.clear();
  }

  invalidate(): void {
    this.cache.clear();
  }

  /** Every field of the contract, missing ones as "" (both languages; the storefront picks). */
  async pcWebConfig(): Promise<PcWebConfig> {
    const stored = (await this.get<Partial<PcWebConfig>>(CONFIG_KEYS.webPc)) ?? {};
    const out = { ...EMPTY_WEB_CONFIG };
    for (const k of Object.keys(out) as (keyof PcWebConfig)[]) if (typeof stored[k] === "string") out[k] = stored[k];
    return out;
  }

  /** The switch documents as stored (the operator's choices), defaults for missing ones. */
  async storedSwitches() {
    return {
      ...DEFAULTS.serviceSwitch,
      ...(await this.get<object>(CONFIG_KEYS.serviceSwitch)),
      ...DEFAULTS.loginConfig,
      ...(await this.get<object>(CONFIG_KEYS.loginConfig)),
      ...DEFAULTS.paySwitch,
      ...(await this.get<object>(CONFIG_KEYS.paySwitch)),
    } as typeof DEFAULTS.serviceSwitch & typeof DEFAULTS.loginConfig & typeof DEFAULTS.paySwitch;
  }

  /** Which third-party sign-in providers this server has (configured, or the sandbox outside production). */
  oauthAvailable(): { qq: boolean; wechat: boolean } {
    const providers = oauthProvidersOf(this.ctx);
    return { qq: providers.qq !== undefined, wechat: providers.wechat !== undefined };
  }

  async serviceSwitch() {
    return { ...DEFAULTS.serviceSwitch, ...(await this.get<object>(CONFIG_KEYS.serviceSwitch)) };
  }

  /**
   * `loginOpen` is the operator's switch of third-party sign-in as a whole; a QQ or WeChat button
   * shows only when that switch, its own switch and an available provider (configured, or the
   * sandbox outside production) all say so (ADR 0043).
   */
  async loginConfig() {
    const stored = {
      ...DEFAULTS.loginConfig,
      ...(await this.get<Partial<typeof DEFAULTS.loginConfig>>(CONFIG_KEYS.loginConfig)),
    };
    const providers = oauthProvidersOf(this.ctx);
    return {
      loginOpen: stored.loginOpen,
      qqLoginOpen: stored.loginOpen && stored.qqLoginOpen && providers.qq !== undefined,
      wechatLoginOpen: stored.loginOpen && stored.wechatLoginOpen && providers.wechat !== undefined,
    };
  }

  /**
   * The switches tell the truth: a method is on only when the operator turned it on AND payment
   * accepts it (`POST /p/order/pay` takes balance and WeChat only), so `aliPay` is always false
   * whatever the stored document says.
   */
  async paySwitch() {
    const stored = { ...DEFAULTS.paySwitch, ...(await this.get<object>(CONFIG_KEYS.paySwitch)) };
    return { ...stored, aliPay: false };
  }

  /** sts 0 service terms, 1 privacy policy; null when not configured. */
  async terms(sts: 0 | 1, locale: Locale): Promise<{ sts: number; title: string; content: string } | null> {
    const doc = await this.get<TermsConfig>(sts === 0 ? CONFIG_KEYS.serviceTerms : CONFIG_KEYS.privacyPolicy);
    if (!doc) return null;
    const text = doc[locale].content ? doc[locale] : doc.zh;
    return { sts, title: text.title, content: text.content };
  }
}

export const configServiceOf = perContext((ctx) => new ConfigService(ctx));
