import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  hotQuery,
  hotShop,
  renovationInfoQuery,
  shopCategoryListQuery,
  shopHeadInfoQuery,
  shopHomepageQuery,
  shopProdPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { shopServiceOf } from "./service.ts";

/** Shop hot words of the header (spec part 7) and the shop pages (/shopIndex, /shop-prod-list, /select-decorate). Public. */
export function shopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const shops = shopServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/shop/hotShops",
        summary: "Open shops for the header's shop hot words: sort=1 best-selling first, sort=0 by id",
        tags: ["shop"],
        query: hotQuery,
        response: z.array(hotShop),
      },
      async ({ query }, req) => shops.hotShops(query.number, query.sort, req.locale),
    );
    const pages = shops.pages;
    route(
      app,
      {
        method: "GET",
        url: "/shop/headInfo",
        summary:
          "Shop header for any existing shop, with status and shopStatusText (unknown or deleted → A00013 'shop does not exist')",
        tags: ["shop"],
        query: shopHeadInfoQuery,
      },
      async ({ query }, req) => pages.headInfo(query.shopId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/shop/categoryList",
        summary: "The open shop's own categories by seq with on-shelf product counts ([] for a shop that is not open)",
        tags: ["shop"],
        query: shopCategoryListQuery,
      },
      async ({ query }, req) => pages.categoryList(query.shopId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/shop/prodPage",
        summary:
          "A shop's goods: shop category, keyword, sort/orderBy as searchProdPage (empty for a shop that is not open)",
        tags: ["shop"],
        query: shopProdPageQuery,
      },
      async ({ query }, req) => pages.prodPage(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/shopRenovation/shopHomepage",
        summary: "The open shop's published home decoration, or null (the page shows a default home)",
        tags: ["shop"],
        query: shopHomepageQuery,
      },
      async ({ query }, req) => pages.shopHomepage(query.shopId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/shopRenovation/info",
        summary: "A micro-page (/select-decorate) by renovationId; shopId must match when given (unknown → A00013)",
        tags: ["shop"],
        query: renovationInfoQuery,
      },
      async ({ query }, req) => pages.renovationInfo(query.renovationId, query.shopId, req.locale),
    );
  };
}
