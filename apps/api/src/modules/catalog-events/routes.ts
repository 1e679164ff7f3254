import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { CATALOG_TAGS } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { catalogVersion } from "./service.ts";

/** `GET /catalog/version` — cache-tag versions for the storefront (contract: CatalogVersion). Public, never cached. */
export function catalogEventsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/catalog/version",
        summary:
          "Versions of the catalog cache tags (products, shops, notices, home); revalidate a tag when its version changes",
        tags: ["catalog"],
        // Every storefront process polls it every 5 s.
        logLevel: "warn",
        response: z.object(Object.fromEntries(CATALOG_TAGS.map((t) => [t, z.number()]))),
      },
      async (_input, _req, reply) => {
        reply.header("cache-control", "no-store");
        return catalogVersion(ctx);
      },
    );
  };
}
