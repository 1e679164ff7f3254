import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { freightTemplateView, prodFreightQuery, prodFreightView, shopIdParams } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { freightServiceOf } from "./service.ts";

/** Where a product ships and for how much (buyers), and any shop's templates (platform staff). */
export function freightRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = freightServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/prod/freight",
        summary: "Freight of one item of the product to an area (any level): deliverable or not, the fee, free-over",
        tags: ["product"],
        query: prodFreightQuery,
        response: prodFreightView,
      },
      async ({ query }, req) => svc.prodFreight(query.prodId, query.areaId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/shop/:shopId/freight-templates",
        platform: ["stores"],
        summary: "A shop's freight templates (read only: shops edit their own)",
        tags: ["platform"],
        params: shopIdParams,
        response: z.array(freightTemplateView),
      },
      async ({ params }, req) => {
        requirePlatformStaff(req);
        return svc.list(params.shopId);
      },
    );
  };
}
