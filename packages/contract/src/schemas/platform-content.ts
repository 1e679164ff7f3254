import { z } from "zod";
import { pageQuery, pageSchema } from "../pagination.ts";
import { idSchema, jsonInteger } from "../validation.ts";
import { pcWebConfig } from "./web-config.ts";

/*
 * The platform console's content area (`/admin/content/…`, permission `content`): platform
 * notices, hot-search words, the PC web config, the service terms and privacy policy, and the
 * switches the storefront reads (terms links, third-party sign-in, payment methods). Every text a
 * buyer sees is kept in both languages; rich text is sanitized by the API before it is stored.
 */

const text = (key: string, max: number, min = 1) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: key });
const flag = z.boolean({ error: "v.contentSwitch" });
const status = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.contentStatus" })
    .int({ error: "v.contentStatus" })
    .min(0, { error: "v.contentStatus" })
    .max(1, { error: "v.contentStatus" }),
);

/** Rich text limits (characters of HTML). */
export const RICH_TEXT_MAX = 50_000;
export const NOTICE_TITLE_MAX = { zh: 50, en: 120 } as const;

// ---- Notices ---------------------------------------------------------------------------------

/** `GET /admin/content/notices`: platform notices, newest publish time first; `keyword` matches either title. */
export const adminNoticeQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  /** live: published and inside its window; scheduled: not yet; expired: window over; draft: status 0. */
  state: z.enum(["live", "scheduled", "expired", "draft"]).optional(),
});
export type AdminNoticeQuery = z.infer<typeof adminNoticeQuery>;

export const NOTICE_STATES = ["live", "scheduled", "expired", "draft"] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const adminNotice = z.object({
  id: z.number(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  isTop: z.boolean(),
  status: z.number(),
  /** ISO instants: shown from `publishFrom` until `publishTo` (null: no end). */
  publishFrom: z.string(),
  publishTo: z.string().nullable(),
  state: z.enum(NOTICE_STATES),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticePage = pageSchema(adminNotice);

/**
 * `POST /admin/content/notices`, `PUT /admin/content/notices/:id`: both titles and contents (HTML,
 * sanitized on save: scripts, styles and on* handlers are dropped), top flag, status (1 published,
 * 0 draft) and the publish window (`publishTo` after `publishFrom`, or null for no end).
 */
export const adminNoticeBody = z
  .object({
    titleZh: text("v.noticeTitle", NOTICE_TITLE_MAX.zh),
    titleEn: text("v.noticeTitle", NOTICE_TITLE_MAX.en),
    contentZh: text("v.noticeContent", RICH_TEXT_MAX),
    contentEn: text("v.noticeContent", RICH_TEXT_MAX),
    isTop: flag,
    status,
    publishFrom: z.coerce.date({ error: "v.noticeTime" }),
    publishTo: z.coerce.date({ error: "v.noticeTime" }).nullable().optional(),
  })
  .refine((b) => !b.publishTo || b.publishTo.getTime() > b.publishFrom.getTime(), {
    error: "v.noticeWindow",
    path: ["publishTo"],
  });
export type AdminNoticeBody = z.infer<typeof adminNoticeBody>;
export const adminIdParams = z.object({ id: idSchema });

// ---- Hot searches ----------------------------------------------------------------------------

/** `GET /admin/content/hot-searches`: the platform's words in their order (seq, then id); `keyword` matches any text. */
export const adminHotSearchQuery = pageQuery.extend({ keyword: z.string().trim().max(50).optional() });
export const adminHotSearch = z.object({
  hotSearchId: z.number(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  seq: z.number(),
  status: z.number(),
});
export type AdminHotSearch = z.infer<typeof adminHotSearch>;
export const adminHotSearchPage = pageSchema(adminHotSearch);

/**
 * Create or edit a hot word: `title*` is what the search box shows, `content*` the keyword searched
 * (empty: the title). Lower `seq` first (the storefront shows the first four enabled), status 1 enabled.
 */
export const adminHotSearchBody = z.object({
  titleZh: text("v.hotSearchTitle", 20),
  titleEn: text("v.hotSearchTitle", 40),
  contentZh: text("v.hotSearchContent", 50, 0),
  contentEn: text("v.hotSearchContent", 100, 0),
  seq: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.hotSearchSeq" })
      .int({ error: "v.hotSearchSeq" })
      .min(0, { error: "v.hotSearchSeq" })
      .max(9999, { error: "v.hotSearchSeq" }),
  ),
  status,
});
export type AdminHotSearchBody = z.infer<typeof adminHotSearchBody>;

/** `PUT /admin/content/hot-searches/order`: every platform word's id in the new order (seq becomes 10, 20, …). */
export const adminHotSearchOrderBody = z.object({
  ids: z.array(idSchema, { error: "v.hotSearchOrder" }).min(1, { error: "v.hotSearchOrder" }).max(200),
});

// ---- Web config ------------------------------------------------------------------------------

/** Images of the web config: a file the API stores (`/files/…`), uploaded through `/admin/content/upload`. */
const sitePic = z
  .string({ error: "v.pic" })
  .trim()
  .regex(/^\/files\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/, { error: "v.pic" })
  .max(300, { error: "v.pic" });

/**
 * `PUT /admin/content/web-config`: every field of the PC web config (`GET /webConfig/getPcWebConfig`).
 * Titles, company name and copyright are required in both languages; company info is lines
 * separated by "\n" (one footer line each).
 */
export const adminWebConfigBody = pcWebConfig.extend({
  pcTitleContentCn: text("v.siteTitle", 60),
  pcTitleContentEn: text("v.siteTitle", 120),
  pcWelcomeCn: text("v.siteText", 60, 0),
  pcWelcomeEn: text("v.siteText", 120, 0),
  pcLogoImg: sitePic,
  pcLogoImgText: text("v.siteText", 60, 0),
  pcQrcodeImg: sitePic,
  pcTitleImg: sitePic,
  pcCompanyNameCn: text("v.siteRequired", 60),
  pcCompanyNameEn: text("v.siteRequired", 120),
  pcCompanyInfoCn: text("v.siteText", 1000, 0),
  pcCompanyInfoEn: text("v.siteText", 2000, 0),
  pcCopyrightCn: text("v.siteRequired", 120),
  pcCopyrightEn: text("v.siteRequired", 240),
});
export type AdminWebConfigBody = z.infer<typeof adminWebConfigBody>;

// ---- Terms -----------------------------------------------------------------------------------

/** `/admin/content/terms/:sts`: 0 service terms, 1 privacy policy. */
export const adminTermsParams = z.object({ sts: z.enum(["0", "1"], { error: "v.contentStatus" }) });
/** Both languages of one document (HTML sanitized on save). */
export const adminTermsBody = z.object({
  titleZh: text("v.termsTitle", 60),
  titleEn: text("v.termsTitle", 120),
  contentZh: text("v.termsContent", RICH_TEXT_MAX),
  contentEn: text("v.termsContent", RICH_TEXT_MAX),
});
export type AdminTermsBody = z.infer<typeof adminTermsBody>;
/** `GET /admin/content/terms`: both documents (empty texts when never saved). */
export const adminTermsDocs = z.object({ service: adminTermsBody, privacy: adminTermsBody });
export type AdminTermsDocs = z.infer<typeof adminTermsDocs>;

// ---- Switches --------------------------------------------------------------------------------

/**
 * `GET|PUT /admin/content/switches`: what the operator turned on (stored). The storefront's answers
 * also depend on what the system can do: a QQ/WeChat button needs a configured provider and
 * `loginOpen`; Alipay is never offered (payment takes balance and WeChat only).
 */
export const adminSwitches = z.object({
  serviceTermsSwitch: flag,
  privacyPolicySwitch: flag,
  loginOpen: flag,
  qqLoginOpen: flag,
  wechatLoginOpen: flag,
  balancePay: flag,
  wechatPay: flag,
});
export type AdminSwitches = z.infer<typeof adminSwitches>;
/** The GET answer: the switches plus which third-party providers this server has (read-only). */
export const adminSwitchesView = adminSwitches.extend({
  qqAvailable: z.boolean(),
  wechatAvailable: z.boolean(),
});
export type AdminSwitchesView = z.infer<typeof adminSwitchesView>;
