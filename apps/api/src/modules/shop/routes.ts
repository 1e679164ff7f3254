import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  hotQuery,
  hotShop,
  shopCategory,
  shopCategoryListQuery,
  shopHeadInfo,
  shopHeadInfoQuery,
  shopProdPage,
  shopProdPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { shopPagesOf } from "./pages.ts";
import { shopServiceOf } from "./service.ts";

/** Shop hot words of the header (spec part 7) and the shop pages (/shopIndex, /shop-prod-list). Public. */
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
    const pages = shopPagesOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/shop/headInfo",
        summary:
          "Shop header for any existing shop, with status and shopStatusText (unknown or deleted → A00013 'shop does not exist')",
        tags: ["shop"],
        query: shopHeadInfoQuery,
        response: shopHeadInfo,
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
        response: z.array(shopCategory),
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
        response: shopProdPage,
      },
      async ({ query }, req) => pages.prodPage(query, req.locale),
    );
  };
}
