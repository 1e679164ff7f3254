import type { FastifyPluginAsync } from "fastify";
import { decorationPreviewQuery, renovationInfoQuery, shopHomepageQuery, shopRenovation } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { decorationEditorOf } from "./editor-service.ts";
import { decorationServiceOf } from "./service.ts";

/** Decorations of the shop home and micro-pages (/shopIndex, /select-decorate). Public. */
export function decorationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const decorations = decorationServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/shopRenovation/shopHomepage",
        summary: "The open shop's published home decoration, or null (the page shows a default home)",
        tags: ["shop"],
        query: shopHomepageQuery,
        response: shopRenovation.nullable(),
      },
      async ({ query }, req) => decorations.shopHomepage(query.shopId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/shopRenovation/info",
        summary: "A micro-page (/select-decorate) by renovationId; shopId must match when given (unknown → A00013)",
        tags: ["shop"],
        query: renovationInfoQuery,
        response: shopRenovation,
      },
      async ({ query }, req) => decorations.renovationInfo(query.renovationId, query.shopId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/decoration/preview",
        summary:
          "A page's DRAFT for its editor's signed preview link (like /shopRenovation/info); bad or expired token: A00068",
        tags: ["shop"],
        query: decorationPreviewQuery,
        response: shopRenovation,
      },
      async ({ query }, req, reply) => {
        // A draft is for its editor only: never kept by a cache or a proxy.
        void reply.header("cache-control", "no-store");
        return decorationEditorOf(ctx).previewPage(query.token, req.locale);
      },
    );
  };
}
