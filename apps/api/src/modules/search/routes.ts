import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { hotQuery, hotSearchItem } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { searchServiceOf } from "./service.ts";

/** Hot-search words (spec part 7). Product and shop search live here too (search issue). Public. */
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
  };
}
