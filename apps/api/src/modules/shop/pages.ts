import {
  SHOP_STATUS,
  type Locale,
  type ShopCategory,
  type ShopHeadInfo,
  type ShopProdPage,
  type ShopProdPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { sortOf } from "../search/product-search.ts";
import { searchServiceOf } from "../search/service.ts";
import { SHOP_STATUS_TEXT, SHOP_NOT_FOUND_TEXT } from "./texts.ts";

interface HeadRow {
  shop_id: number;
  name_zh: string;
  name_en: string;
  logo: string;
  intro_zh: string;
  intro_en: string;
  shop_type: number;
  score: number;
  followers: number;
  sold_num: number;
  status: number;
  prod_count: number;
}

/**
 * The shop pages (/shopIndex, /shop-prod-list): header, shop categories and goods (decorations:
 * modules/decoration). A shop that is not open still answers its header (the page shows its
 * state) but lists no goods or categories.
 */
export class ShopPages {
  constructor(private readonly ctx: AppContext) {}

  /** `/shop/headInfo`. Unknown or deleted (-1) → A00013 "shop does not exist". */
  async headInfo(shopId: number, locale: Locale): Promise<ShopHeadInfo> {
    const [s] = await this.ctx.database.query<HeadRow>(
      `select s.shop_id, s.name_zh, s.name_en, s.logo, s.intro_zh, s.intro_en, s.shop_type, s.score, s.followers,
              s.sold_num, s.status,
              case when s.status = 1
                then (select count(*)::int from products p where p.shop_id = s.shop_id and p.status = 1) else 0 end
                as prod_count
       from shops s where s.shop_id = $1 and s.status <> -1`,
      [shopId],
    );
    if (!s) throw notFound(SHOP_NOT_FOUND_TEXT);
    const text = SHOP_STATUS_TEXT[s.status] ?? SHOP_STATUS_TEXT[SHOP_STATUS.offline]!;
    return {
      shopId: s.shop_id,
      shopName: pick(locale, s.name_zh, s.name_en),
      shopLogo: s.logo,
      intro: pick(locale, s.intro_zh, s.intro_en),
      shopType: s.shop_type,
      score: s.score / 10,
      followers: s.followers,
      soldNum: s.sold_num,
      prodCount: s.prod_count,
      status: s.status,
      shopStatusText: text[locale],
    };
  }

  /** `/shop/categoryList`: the open shop's categories by seq, with on-shelf product counts. */
  async categoryList(shopId: number, locale: Locale): Promise<ShopCategory[]> {
    const rows = await this.ctx.database.query<{
      shop_category_id: number;
      name_zh: string;
      name_en: string;
      prod_count: number;
    }>(
      `select c.shop_category_id, c.name_zh, c.name_en, coalesce(n.prod_count, 0)::int as prod_count
       from shop_categories c
       join shops s on s.shop_id = c.shop_id and s.status = 1
       left join (
         select shop_category_id, count(*)::int as prod_count from products
         where shop_id = $1 and status = 1 group by shop_category_id
       ) n on n.shop_category_id = c.shop_category_id
       where c.shop_id = $1
       order by c.seq, c.shop_category_id`,
      [shopId],
    );
    return rows.map((r) => ({
      shopCategoryId: r.shop_category_id,
      categoryName: pick(locale, r.name_zh, r.name_en),
      prodCount: r.prod_count,
    }));
  }

  /** `/shop/prodPage`: the open shop's goods, with search's keyword, sort and orderBy rules. */
  async prodPage(q: ShopProdPageQuery, locale: Locale): Promise<ShopProdPage> {
    const products = searchServiceOf(this.ctx).products;
    let terms: string[] = [];
    const filter: Parameters<typeof products.page>[0] = { shopId: q.shopId, shopCategoryId: q.shopCategoryId };
    if (q.prodName) {
      const kw = await products.resolveKeyword(q.prodName);
      if (!kw) return { records: [], total: 0, pages: 0, current: q.current, size: q.size };
      // Inside one shop the shop's own name matching says nothing: name, brand and category only.
      Object.assign(filter, { tsQuery: kw.tsQuery, relevance: kw.relevance, recheck: kw.recheck });
      terms = kw.terms;
    }
    const { sort, desc } = sortOf(q.sort, q.orderBy);
    return products.page(filter, sort, desc, q, locale, terms);
  }
}

/** The shop pages of a context (routes). */
export const shopPagesOf = perContext((ctx) => new ShopPages(ctx));
