import type {
  HotSearchItem,
  Locale,
  SearchProdPage,
  SearchProdPageQuery,
  SearchShopPage,
  SearchShopPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { ProductSearch } from "./product-search.ts";
import { activeHotSearches } from "./queries.ts";
import { searchShops } from "./shop-search.ts";

export class SearchService {
  /** Product lists (search, shop goods, newest, recommendations): other modules use it through here. */
  readonly products: ProductSearch;

  constructor(private readonly ctx: AppContext) {
    this.products = new ProductSearch(ctx);
    ctx.catalogChanges.on(["products", "shops"], () => this.invalidate());
  }

  /** Drops cached search facets (registered for product and shop changes). */
  invalidate(): void {
    this.products.invalidate();
  }

  /** `/search/searchProdPage` (see the contract's searchProdPageQuery). */
  searchProducts(q: SearchProdPageQuery, locale: Locale): Promise<SearchProdPage> {
    return this.products.search(q, locale);
  }

  /** `/search/searchShopPage`. */
  searchShops(q: SearchShopPageQuery, locale: Locale): Promise<SearchShopPage> {
    return searchShops(this.ctx, q, locale);
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
