import type { Brand, SearchProdPage, SearchShopPage, Suggestion } from "@souk/contract";
import { endpoint, type Query } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

/** /list: products by keyword, categories, brand, price, stock and attributes, with facets. */
export const searchProdPageEndpoint = (query: Query) =>
  endpoint<SearchProdPage>("GET", "/search/searchProdPage", { query, tags: [CATALOG_CACHE_TAGS.products] });

/** /shopList: open shops by name, each with a few best sellers. */
export const searchShopPageEndpoint = (shopName: string | undefined, current: number, size: number) =>
  endpoint<SearchShopPage>("GET", "/search/searchShopPage", {
    query: { shopName, current, size },
    tags: [CATALOG_CACHE_TAGS.shops, CATALOG_CACHE_TAGS.products],
  });

/** Brands of a category or any of its descendants (spec part 7), for the list's brand row. */
export const brandsByCategoryEndpoint = (categoryId: number) =>
  endpoint<Brand[]>("GET", "/mall4cloud_product/ua/brand/list_by_category", {
    query: { categoryId },
    tags: [CATALOG_CACHE_TAGS.products],
  });

/** Completions of what is being typed under the search box (pinyin-aware); shop names in shop mode. */
export const suggestEndpoint = (q: string, mode: "prod" | "shop") =>
  endpoint<Suggestion[]>("GET", "/search/suggest", { query: { q, mode } });
