import {
  COMMENT_EVALUATE,
  toPage,
  type Locale,
  type ProdCommData,
  type ProdComment,
  type ProdCommPage,
  type ProdCommPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";

/** Avatar shown for anonymous comments and for buyers without one. */
export const DEFAULT_AVATAR = "/files/site/avatar.webp";

/** "演示买家" → "演***家"; one character → "演***". Anonymous comments never show the real name. */
export function maskNickName(nick: string): string {
  const chars = Array.from(nick.trim());
  if (chars.length === 0) return "***";
  return chars.length === 1 ? `${chars[0]}***` : `${chars[0]}***${chars.at(-1)}`;
}

/** SQL condition of an `evaluate` filter (-1 all, 0 good 4–5, 1 medium 3, 2 bad 1–2, 3 with pictures). */
const EVALUATE_SQL: Record<number, string> = {
  [COMMENT_EVALUATE.all]: "true",
  [COMMENT_EVALUATE.good]: "c.score >= 4",
  [COMMENT_EVALUATE.medium]: "c.score = 3",
  [COMMENT_EVALUATE.bad]: "c.score <= 2",
  [COMMENT_EVALUATE.withPics]: "jsonb_array_length(c.pics) > 0",
};

interface SummaryRow {
  number: number;
  praise: number;
  secondary: number;
  negative: number;
  pic: number;
}

interface CommentRow {
  comment_id: number;
  score: number;
  content: string;
  pics: string[] | string;
  is_anonymous: boolean;
  reply_content: string | null;
  created_at: Date | string;
  nick_name: string;
  user_pic: string;
  properties: { nameZh: string; nameEn: string; valueZh: string; valueEn: string }[] | string | null;
}

/**
 * The detail page's comments tab: read-only (the orders issue writes product_comments). Only
 * shown comments (status 1) count. An unknown product simply has no comments.
 */
export class CommentService {
  constructor(private readonly ctx: AppContext) {}

  private async summary(prodId: number): Promise<SummaryRow> {
    const [row] = await this.ctx.database.query<SummaryRow>(
      `select count(*)::int as number,
              (count(*) filter (where c.score >= 4))::int as praise,
              (count(*) filter (where c.score = 3))::int as secondary,
              (count(*) filter (where c.score <= 2))::int as negative,
              (count(*) filter (where jsonb_array_length(c.pics) > 0))::int as pic
       from product_comments c where c.prod_id = $1 and c.status = 1`,
      [prodId],
    );
    return row ?? { number: 0, praise: 0, secondary: 0, negative: 0, pic: 0 };
  }

  /** `/prodComm/prodCommData`. positiveRating: good share in percent, one decimal; 0 without comments. */
  async prodCommData(prodId: number): Promise<ProdCommData> {
    const s = await this.summary(prodId);
    return {
      number: s.number,
      positiveRating: s.number ? Math.round((s.praise * 1000) / s.number) / 10 : 0,
      praiseNumber: s.praise,
      secondaryNumber: s.secondary,
      negativeNumber: s.negative,
      picNumber: s.pic,
    };
  }

  /** `/prodComm/prodCommPageByProd`: newest first, filtered by `evaluate`. */
  async prodCommPage(q: ProdCommPageQuery, locale: Locale): Promise<ProdCommPage> {
    const cond = EVALUATE_SQL[q.evaluate] ?? "true";
    const [s, rows] = await Promise.all([
      this.summary(q.prodId),
      this.ctx.database.query<CommentRow>(
        `select c.comment_id, c.score, c.content, c.pics, c.is_anonymous, c.reply_content, c.created_at,
                u.nick_name, u.pic as user_pic, k.properties
         from product_comments c
         join users u on u.user_id = c.user_id
         left join skus k on k.sku_id = c.sku_id
         where c.prod_id = $1 and c.status = 1 and ${cond}
         order by c.created_at desc, c.comment_id desc
         limit $2 offset $3`,
        [q.prodId, q.size, (q.current - 1) * q.size],
      ),
    ]);
    const totals: Record<number, number> = {
      [COMMENT_EVALUATE.all]: s.number,
      [COMMENT_EVALUATE.good]: s.praise,
      [COMMENT_EVALUATE.medium]: s.secondary,
      [COMMENT_EVALUATE.bad]: s.negative,
      [COMMENT_EVALUATE.withPics]: s.pic,
    };
    const records: ProdComment[] = rows.map((r) => {
      const props = typeof r.properties === "string" ? JSON.parse(r.properties) : r.properties;
      const pics = typeof r.pics === "string" ? (JSON.parse(r.pics) as string[]) : r.pics;
      return {
        commId: r.comment_id,
        nickName: r.is_anonymous ? maskNickName(r.nick_name) : r.nick_name,
        userAvatar: r.is_anonymous || !r.user_pic ? DEFAULT_AVATAR : r.user_pic,
        isAnonymous: r.is_anonymous,
        score: r.score,
        content: r.content,
        pics,
        replyContent: r.reply_content,
        recTime: mallDateTime(new Date(r.created_at)),
        skuName: ((props ?? []) as NonNullable<Exclude<CommentRow["properties"], string>>)
          .map((p) => pick(locale, p.valueZh, p.valueEn))
          .join(" "),
      };
    });
    return toPage(records, totals[q.evaluate] ?? 0, q);
  }
}

export const commentServiceOf = perContext((ctx) => new CommentService(ctx));
