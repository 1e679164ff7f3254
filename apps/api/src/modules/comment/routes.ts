import type { FastifyPluginAsync } from "fastify";
import { prodCommData, prodCommDataQuery, prodCommPage, prodCommPageQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { commentServiceOf } from "./service.ts";

const tags = ["comment"];

/** The detail page's comments tab (read-only; orders write comments). Public. */
export function commentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const comments = commentServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/prodComm/prodCommData",
        summary: "Comment summary of a product: total, good/medium/bad/with-pictures counts, positive rating %",
        tags,
        query: prodCommDataQuery,
        response: prodCommData,
      },
      async ({ query }) => comments.prodCommData(query.prodId),
    );
    route(
      app,
      {
        method: "GET",
        url: "/prodComm/prodCommPageByProd",
        summary: "Comments of a product, newest first; evaluate -1 all, 0 good, 1 medium, 2 bad, 3 with pictures",
        tags,
        query: prodCommPageQuery,
        response: prodCommPage,
      },
      async ({ query }, req) => comments.prodCommPage(query, req.locale),
    );
  };
}
