import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  hotQuery,
  hotSearchItem,
  searchProdPage,
  searchProdPageQuery,
  searchShopPage,
  searchShopPageQuery,
  suggestion,
  suggestQuery,
  synonymGroup,
  synonymsBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { searchServiceOf } from "./service.ts";

/** Hot-search words (spec part 7), product search with facets and shop search. Public. */
export function searchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const search = searchServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/search/hotSearch",
        summary: "Platform hot-search words: sort=1 by the operator's order, sort=0 by creation (deterministic)",
        tags: ["search"],
        query: hotQuery,
        response: z.array(hotSearchItem),
      },
      async ({ query }, req) => search.hotSearch(0, query.number, query.sort, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/search/searchProdPage",
        summary:
          "Product list and search (/list): keyword (Chinese bigrams, English prefixes, shop and brand names), filters, sorts, facets",
        description:
          "Only on-shelf products of open shops. Returns a mall4j page of ProdCard plus `facets` (categories, brands, attrs, priceRange) over the whole result. See the contract's searchProdPageQuery for every parameter.",
        tags: ["search"],
        query: searchProdPageQuery,
        // Bigram full-text match plus facets over the whole result: the costliest public read.
        cost: "heavy",
        response: searchProdPage,
      },
      async ({ query }, req) => search.searchProducts(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/search/searchShopPage",
        summary:
          "Shop search (/shopList): open shops whose name matches, best match then sales, with up to 4 best sellers each",
        tags: ["search"],
        query: searchShopPageQuery,
        cost: "heavy",
        response: searchShopPage,
      },
      async ({ query }, req) => search.searchShops(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/search/suggest",
        summary:
          "Completions of what the buyer types, pinyin-aware (sh → 手机): product, brand, category names and hot words; shop names with mode=shop",
        tags: ["search"],
        query: suggestQuery,
        response: z.array(suggestion),
      },
      async ({ query }) => search.suggest(query),
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/search/synonyms",
        platform: ["content"],
        summary: "The platform's search synonyms (the defaults until one is saved)",
        tags: ["platform"],
        response: z.object({ groups: z.array(synonymGroup) }),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return { groups: await search.synonyms() };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/search/synonyms",
        platform: ["content"],
        summary: "Replace the search synonyms: applied to the next search, no re-index",
        tags: ["platform"],
        body: synonymsBody,
        response: z.object({ groups: z.array(synonymGroup) }),
      },
      async ({ body }, req) => {
        requirePlatformStaff(req);
        await search.saveSynonyms(body.groups);
        return { groups: await search.synonyms() };
      },
    );
  };
}
