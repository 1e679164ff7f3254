import type { CategoryNode, HotSearchItem, HotShop } from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";
import { CACHE_TAGS } from "./content";

/**
 * Without parentId the API answers the whole platform tree (top level with nested children). The
 * platform console's category changes move the "products" and "home" catalog versions, so the
 * pages showing the tree revalidate within seconds.
 */
export const categoryTreeEndpoint = () =>
  endpoint<CategoryNode[]>("GET", "/category/categoryInfo", {
    tags: [CACHE_TAGS.categories, CATALOG_CACHE_TAGS.products, CATALOG_CACHE_TAGS.home],
  });

/** Spec part 9: hot search is 4 items, sort 1. */
export const hotSearchEndpoint = () =>
  endpoint<HotSearchItem[]>("GET", "/search/hotSearch", {
    query: { number: 4, sort: 1 },
    tags: [CATALOG_CACHE_TAGS.site],
  });
export const hotShopsEndpoint = () => endpoint<HotShop[]>("GET", "/shop/hotShops", { query: { number: 4, sort: 1 } });
