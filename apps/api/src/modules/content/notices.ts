import { toPage, type Locale, type NoticeDetail, type NoticeListQuery, type NoticePage } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { CONTENT_TEXT } from "./texts.ts";

/**
 * Published: status 1 and inside the publish window (a scheduled notice stays hidden until its
 * publish time, an expired one from its end).
 */
const PUBLISHED = "n.status = 1 and n.published_at <= $2 and (n.unpublish_at is null or n.unpublish_at > $2)";

/** `/shop/notice/noticeList`: published notices of the platform (0) or a shop, newest first. */
export async function noticeList(ctx: AppContext, q: NoticeListQuery, locale: Locale): Promise<NoticePage> {
  const now = new Date(nowMs(ctx)).toISOString();
  const [rows, [count]] = await Promise.all([
    ctx.database.query<{
      id: number;
      title_zh: string;
      title_en: string;
      is_top: boolean;
      published_at: Date | string;
    }>(
      `select n.id, n.title_zh, n.title_en, n.is_top, n.published_at from notices n
       where n.shop_id = $1 and ${PUBLISHED}
       order by n.published_at desc, n.id desc limit $3 offset $4`,
      [q.shopId, now, q.size, (q.current - 1) * q.size],
    ),
    ctx.database.query<{ total: number }>(
      `select count(*)::int as total from notices n where n.shop_id = $1 and ${PUBLISHED}`,
      [q.shopId, now],
    ),
  ]);
  return toPage(
    rows.map((n) => ({
      id: n.id,
      title: pick(locale, n.title_zh, n.title_en),
      isTop: n.is_top,
      publishTime: mallDateTime(new Date(n.published_at)),
    })),
    count?.total ?? 0,
    q,
  );
}

/**
 * `/shop/notice/info/:id`: one published notice with sanitized HTML. Unknown, unpublished, or of
 * another shop than `shopId` (when given) → A00013 "notice does not exist".
 */
export async function noticeInfo(
  ctx: AppContext,
  id: number,
  shopId: number | undefined,
  locale: Locale,
): Promise<NoticeDetail> {
  const [n] = await ctx.database.query<{
    id: number;
    shop_id: number;
    title_zh: string;
    title_en: string;
    content_zh: string;
    content_en: string;
    published_at: Date | string;
  }>(
    `select n.id, n.shop_id, n.title_zh, n.title_en, n.content_zh, n.content_en, n.published_at
     from notices n where n.id = $1 and ${PUBLISHED}`,
    [id, new Date(nowMs(ctx)).toISOString()],
  );
  if (!n || (shopId !== undefined && n.shop_id !== shopId)) {
    throw notFound(CONTENT_TEXT.noticeNotFound);
  }
  return {
    id: n.id,
    shopId: n.shop_id,
    title: pick(locale, n.title_zh, n.title_en),
    content: sanitizeRichText(pick(locale, n.content_zh, n.content_en)),
    publishTime: mallDateTime(new Date(n.published_at)),
  };
}
