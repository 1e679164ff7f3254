import type { Renovation, ShopRenovation } from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

/** Decorations embed live product and shop cards: they change with any of these. */
const TAGS = [CATALOG_CACHE_TAGS.home, CATALOG_CACHE_TAGS.products, CATALOG_CACHE_TAGS.shops];

/** The published platform home decoration (PC); null when none is published. */
export const homeDecorationEndpoint = () =>
  endpoint<Renovation | null>("GET", "/shopRenovation/homepage", { query: { renovationType: 1 }, tags: TAGS });

/** An open shop's published home decoration; null when it has none (the shop shows a default home). */
export const shopHomeDecorationEndpoint = (shopId: number) =>
  endpoint<ShopRenovation | null>("GET", "/shopRenovation/shopHomepage", { query: { shopId }, tags: TAGS });

/** A micro-page (/select-decorate); with shopId (0 = platform) it must be that shop's. Unknown → A00013. */
export const microPageEndpoint = (renovationId: number, shopId?: number) =>
  endpoint<ShopRenovation>("GET", "/shopRenovation/info", { query: { renovationId, shopId }, tags: TAGS });

/** A page's draft for its editor's signed preview link (`/decoration-preview?token=`); never cached. */
export const decorationPreviewEndpoint = (token: string) =>
  endpoint<ShopRenovation>("GET", "/decoration/preview", { query: { token } });
