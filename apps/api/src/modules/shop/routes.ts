import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { hotQuery, hotShop } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { shopServiceOf } from "./service.ts";

/** Shop lists of the header (spec part 7). Public. */
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
  };
}
