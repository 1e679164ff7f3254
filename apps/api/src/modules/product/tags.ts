import { and, asc, eq } from "drizzle-orm";
import { toPage, type Locale, type Page, type PageQuery, type ProdCard, type ProdTag } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { prodTags, shops } from "../../infra/db/schema/index.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { taggedStatements } from "../search/product-query.ts";
import { searchServiceOf } from "../search/service.ts";
import { NO_GROUP_TEXT } from "./texts.ts";

const SHOWN = 1;

/** `/prod/tag/prodTagList`: the shown product groups of open shops, by seq (then age). */
export async function prodTagList(ctx: AppContext, locale: Locale): Promise<ProdTag[]> {
  const rows = (
    await ctx.database.db
      .select()
      .from(prodTags)
      .innerJoin(shops, eq(shops.shopId, prodTags.shopId))
      .where(and(eq(prodTags.status, SHOWN), eq(shops.status, 1)))
      .orderBy(asc(prodTags.seq), asc(prodTags.tagId))
  ).map((r) => r.prod_tags);
  return rows.map((r) => ({ id: r.tagId, title: pick(locale, r.titleZh, r.titleEn), seq: r.seq, style: r.style }));
}

/** `/prod/prodListByTagId`: one page of a shown group's on-shelf products; unknown, hidden or its shop closed → A01000. */
export async function prodListByTagId(
  ctx: AppContext,
  tagId: number,
  q: PageQuery,
  locale: Locale,
): Promise<Page<ProdCard>> {
  const [tag] = await ctx.database.db
    .select({ status: prodTags.status, shopStatus: shops.status })
    .from(prodTags)
    .innerJoin(shops, eq(shops.shopId, prodTags.shopId))
    .where(eq(prodTags.tagId, tagId));
  if (!tag || tag.status !== SHOWN || tag.shopStatus !== 1) throw new AppError("A01000", NO_GROUP_TEXT, null, 404);
  const s = taggedStatements(tagId, q.size, (q.current - 1) * q.size);
  const [cards, [count]] = await Promise.all([
    searchServiceOf(ctx).products.cards(s.cards, locale),
    ctx.database.query<{ total: number }>(s.count.text, s.count.params),
  ]);
  return toPage(cards, count?.total ?? 0, q);
}
