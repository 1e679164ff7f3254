import { toPage, type Locale, type ProdCard, type SearchShopPage, type SearchShopPageQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { escapeHtml, highlight, keywordParts } from "./highlight.ts";
import { containsPattern } from "./product-query.ts";
import { withDiscountBadges } from "../discount/badges.ts";
import { namesOnly, toCard } from "./product-search.ts";
import type { CardRow } from "./product-query.ts";
import type { Term } from "./interpret.ts";
import { keywordReaderOf } from "./keyword-reader.ts";
import { toTsQuery } from "./tokenize.ts";

/** Best sellers shown on each shop card of the shop search. */
export const GOODS_PER_SHOP = 4;

interface ShopRow {
  shop_id: number;
  name_zh: string;
  name_en: string;
  logo: string;
  intro_zh: string;
  intro_en: string;
  shop_type: number;
  score: number;
  sold_num: number;
  followers: number;
}

/**
 * `/search/searchShopPage`: open shops whose name matches the keyword (names only — weight A of
 * shops.search_vector — with the exact-substring recheck of Han runs on the Chinese name), best
 * match first, then by sales; a blank keyword lists every open shop by sales. Each card carries up
 * to GOODS_PER_SHOP best sellers, fetched for the whole page in one LATERAL query. The keyword is
 * read as product search reads it (interpret.ts, against shop names: pinyin, homophones);
 * `given`: these terms instead (the any-word fallback).
 */
export async function searchShops(
  ctx: AppContext,
  q: SearchShopPageQuery,
  locale: Locale,
  given?: Term[],
): Promise<SearchShopPage> {
  const params: unknown[] = [];
  let cond = "s.status = 1";
  let rank = "";
  let terms: string[] = [];
  let condParams = 0;
  if (q.shopName) {
    // Each term's first, second, … alternative read together (pinyin → the Chinese it spells).
    const read = (given ?? (await keywordReaderOf(ctx).terms(q.shopName, true))).filter((t) => t.alternatives.length);
    const widest = Math.max(0, ...read.map((t) => t.alternatives.length));
    const variants = Array.from({ length: widest }, (_, i) =>
      read.map((t) => t.alternatives[Math.min(i, t.alternatives.length - 1)]!.text).join(" "),
    ).flatMap((text) => {
      const tsq = toTsQuery(text);
      return tsq ? [{ tsq, parts: keywordParts(text) }] : [];
    });
    if (variants.length === 0) return toPage([], 0, q);
    terms = [...new Set([...keywordParts(q.shopName).terms, ...variants.flatMap((v) => v.parts.terms)])];
    const conds = variants.map((v) => {
      params.push(namesOnly(v.tsq), v.parts.hanRuns.map(containsPattern));
      const n = params.length;
      return `(s.search_vector @@ to_tsquery('simple', $${n - 1}) and s.name_zh ilike all($${n}::text[]))`;
    });
    cond += ` and (${conds.join(" or ")})`;
    condParams = params.length;
    params.push(variants.map((v) => `(${namesOnly(v.tsq)})`).join(" | "));
    rank = `ts_rank(s.search_vector, to_tsquery('simple', $${params.length})) desc, `;
  }
  const n = params.length;
  const [rows, [count]] = await Promise.all([
    ctx.database.query<ShopRow>(
      `select s.shop_id, s.name_zh, s.name_en, s.logo, s.intro_zh, s.intro_en, s.shop_type, s.score, s.sold_num, s.followers
       from shops s where ${cond}
       order by ${rank}s.sold_num desc, s.shop_id
       limit $${n + 1} offset $${n + 2}`,
      [...params, q.size, (q.current - 1) * q.size],
    ),
    ctx.database.query<{ total: number }>(
      `select count(*)::int as total from shops s where ${cond}`,
      params.slice(0, condParams),
    ),
  ]);
  const goods = new Map<number, ProdCard[]>();
  if (rows.length) {
    const found = await ctx.database.query<CardRow>(
      `select g.* from unnest($1::int[]) as i(shop_id)
       cross join lateral (
         select p.prod_id, p.name_zh, p.name_en, p.brief_zh, p.brief_en, p.pic, p.price, p.ori_price,
                p.sold_num, p.total_stock, p.shop_id, s.name_zh as shop_name_zh, s.name_en as shop_name_en
         from products p join shops s on s.shop_id = p.shop_id
         where p.shop_id = i.shop_id and p.status = 1
         order by p.sold_num desc, p.prod_id desc
         limit $2
       ) g`,
      [rows.map((r) => r.shop_id), GOODS_PER_SHOP],
    );
    for (const r of found) {
      const list = goods.get(r.shop_id) ?? [];
      list.push(toCard(r, locale, []));
      goods.set(r.shop_id, list);
    }
    await withDiscountBadges(ctx, [...goods.values()].flat(), locale);
  }
  return toPage(
    rows.map((s) => {
      const shopName = pick(locale, s.name_zh, s.name_en);
      return {
        shopId: s.shop_id,
        shopName,
        highlightName: terms.length ? highlight(shopName, terms) : escapeHtml(shopName),
        shopLogo: s.logo,
        intro: pick(locale, s.intro_zh, s.intro_en),
        shopType: s.shop_type,
        score: s.score / 10,
        soldNum: s.sold_num,
        followers: s.followers,
        goods: goods.get(s.shop_id) ?? [],
      };
    }),
    count?.total ?? 0,
    q,
  );
}
