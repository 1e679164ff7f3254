import type { ShopCategory, ShopHeadInfo, ShopProdPage } from "@souk/contract";
import { endpoint, type Query } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

/** Every existing shop answers (status tells open/closed/offline); unknown → A00013. */
export const shopHeadInfoEndpoint = (shopId: number) =>
  endpoint<ShopHeadInfo>("GET", "/shop/headInfo", { query: { shopId }, tags: [CATALOG_CACHE_TAGS.shops] });

export const shopCategoryListEndpoint = (shopId: number) =>
  endpoint<ShopCategory[]>("GET", "/shop/categoryList", {
    query: { shopId },
    tags: [CATALOG_CACHE_TAGS.shops, CATALOG_CACHE_TAGS.products],
  });

export const shopProdPageEndpoint = (query: Query & { shopId: number }) =>
  endpoint<ShopProdPage>("GET", "/shop/prodPage", {
    query,
    tags: [CATALOG_CACHE_TAGS.products, CATALOG_CACHE_TAGS.shops],
  });
