import { CATALOG_TAGS, type CatalogTag } from "@souk/contract";

/**
 * Cache tags of catalog display data (contract `CATALOG_TAGS`): the API bumps a version per tag
 * (`GET /catalog/version`) and the storefront's catalog sync revalidates pages tagged with the
 * changed ones (src/lib/cache/catalog-sync.ts).
 */
export const catalogTag = (t: CatalogTag) => `catalog:${t}` as const;
export const CATALOG_CACHE_TAGS = {
  products: catalogTag("products"),
  shops: catalogTag("shops"),
  notices: catalogTag("notices"),
  home: catalogTag("home"),
  site: catalogTag("site"),
} as const satisfies Record<CatalogTag, string>;
export const ALL_CATALOG_CACHE_TAGS = CATALOG_TAGS.map(catalogTag);
