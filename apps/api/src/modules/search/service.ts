import type {
  HotSearchItem,
  Locale,
  SearchProdPage,
  SearchProdPageQuery,
  SearchShopPage,
  SearchShopPageQuery,
  Suggestion,
  SuggestQuery,
  SynonymGroup,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { keywordReaderOf } from "./keyword-reader.ts";
import { ProductSearch } from "./product-search.ts";
import { DEFAULT_SYNONYMS } from "./synonyms.ts";
import { activeHotSearches } from "./queries.ts";
import { AdminHotSearches } from "./admin-hot-searches.ts";
import { searchShops } from "./shop-search.ts";

export class SearchService {
  /** Product lists (search, shop goods, newest, recommendations): other modules use it through here. */
  readonly products: ProductSearch;
  /** The platform console's editing of the hot words (`/admin/content/hot-searches`). */
  readonly hotWords: AdminHotSearches;

  constructor(private readonly ctx: AppContext) {
    this.products = new ProductSearch(ctx);
    this.hotWords = new AdminHotSearches(ctx);
    ctx.catalogChanges.on(["products", "shops"], () => this.invalidate());
  }

  /** Drops cached search facets (registered for product and shop changes). */
  invalidate(): void {
    this.products.invalidate();
    keywordReaderOf(this.ctx).invalidate();
  }

  /** `/search/searchProdPage` (see the contract's searchProdPageQuery). */
  searchProducts(q: SearchProdPageQuery, locale: Locale): Promise<SearchProdPage> {
    return this.products.search(q, locale);
  }

  /** `/search/searchShopPage`. */
  async searchShops(q: SearchShopPageQuery, locale: Locale): Promise<SearchShopPage> {
    const page = await searchShops(this.ctx, q, locale);
    if (!q.shopName || page.total > 0) return page;
    // Nothing as typed (ADR 0036): the closest shop name spelling, else any of the words.
    const fallback = await keywordReaderOf(this.ctx).fallback(q.shopName, true);
    if (fallback.didYouMean) {
      const fixed = await searchShops(this.ctx, { ...q, shopName: fallback.didYouMean }, locale);
      if (fixed.total > 0) return { ...fixed, rewrite: { kind: "didYouMean", query: fallback.didYouMean } };
    }
    if (fallback.anyWord.length) {
      const any = await searchShops(this.ctx, q, locale, fallback.anyWord);
      if (any.total > 0) return { ...any, rewrite: { kind: "anyWord", query: q.shopName } };
    }
    return page;
  }

  /** `/search/suggest` (see the contract's suggestQuery). */
  suggest(q: SuggestQuery): Promise<Suggestion[]> {
    return q.q ? keywordReaderOf(this.ctx).suggest(q.q, q.limit, q.mode === "shop") : Promise.resolve([]);
  }

  /** The platform's synonym list (`/admin/search/synonyms`). */
  synonyms(): Promise<SynonymGroup[]> {
    return keywordReaderOf(this.ctx).synonymGroups();
  }

  saveSynonyms(groups: SynonymGroup[]): Promise<void> {
    return keywordReaderOf(this.ctx).saveSynonyms(groups);
  }

  /** Back to DEFAULT_SYNONYMS (saved as the list). */
  resetSynonyms(): Promise<void> {
    return keywordReaderOf(this.ctx).saveSynonyms(DEFAULT_SYNONYMS);
  }

  /**
   * Hot-search words of the platform (shopId 0) or a shop. sort 1: the operator's order
   * (seq); sort 0: creation order (id). mall4j shuffles for sort 0; we don't, so the
   * answer is the same for every buyer and the header stays cacheable.
   */
  async hotSearch(shopId: number, limit: number, sort: number, locale: Locale): Promise<HotSearchItem[]> {
    const rows = await activeHotSearches(this.ctx.database.db, shopId, limit, sort === 1);
    return rows.map((h) => ({
      hotSearchId: h.hotSearchId,
      title: pick(locale, h.titleZh, h.titleEn),
      content: pick(locale, h.contentZh, h.contentEn),
    }));
  }
}

export const searchServiceOf = perContext((ctx) => new SearchService(ctx));
