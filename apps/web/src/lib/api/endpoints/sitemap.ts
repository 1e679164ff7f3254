import type { SitemapProductPage, SitemapShopPage } from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

/** On-shelf products of open shops, by id, with their last change (for sitemap.xml). */
export const sitemapProductsEndpoint = (current: number, size: number) =>
  endpoint<SitemapProductPage>("GET", "/sitemap/products", {
    query: { current, size },
    tags: [CATALOG_CACHE_TAGS.products],
  });
export const sitemapShopsEndpoint = (current: number, size: number) =>
  endpoint<SitemapShopPage>("GET", "/sitemap/shops", { query: { current, size }, tags: [CATALOG_CACHE_TAGS.shops] });
