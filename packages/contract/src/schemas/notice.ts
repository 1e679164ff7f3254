import { z } from "zod";
import { pageQuery, pageSchema, type Page } from "../pagination.ts";
import { idOrZeroSchema, idSchema } from "../validation.ts";

/*
 * Notices: /notice-list and /notice-detail (the top-bar ticker links to the detail). Public.
 * Only published notices (status 1, publish time reached) are answered.
 */

/** `GET /shop/notice/noticeList?shopId=0&current=&size=` — notices of the platform (0) or a shop, newest first (Page<NoticeItem>). */
export const noticeListQuery = pageQuery.extend({
  shopId: z.preprocess((v) => (v === "" ? undefined : v), idOrZeroSchema.default(0)),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export interface NoticeItem {
  id: number;
  title: string;
  /** Shown in the top-bar ticker. */
  isTop: boolean;
  /** "yyyy-MM-dd HH:mm:ss", China time. */
  publishTime: string;
}
export type NoticePage = Page<NoticeItem>;
export const noticeItem = z.object({ id: z.number(), title: z.string(), isTop: z.boolean(), publishTime: z.string() });
export const noticePage = pageSchema(noticeItem);

/**
 * `GET /shop/notice/info/:id?shopId=` — one notice. `shopId` (0 = platform), when given, must be
 * the notice's shop. Unknown, unpublished or another shop's → A00013 (HTTP 404) with the message
 * "公告不存在" / "notice does not exist".
 */
export const noticeInfoParams = z.object({ id: idSchema });
export const noticeInfoQuery = z.object({
  shopId: z.preprocess((v) => (v === "" ? undefined : v), idOrZeroSchema.optional()),
});
export interface NoticeDetail {
  id: number;
  shopId: number;
  title: string;
  /** Sanitized HTML, safe to render. */
  content: string;
  publishTime: string;
}

export const noticeDetail = z.object({
  id: z.number(),
  shopId: z.number(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
});
