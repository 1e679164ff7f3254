import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { brand, brandsByCategoryQuery, categoryInfoQuery, categoryNode } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { catalogServiceOf } from "./service.ts";

const tags = ["catalog"];

/** Category tree and brands (spec part 7). Public. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const catalog = catalogServiceOf(ctx);

    route(
      app,
      {
        method: "GET",
        url: "/category/categoryInfo",
        summary:
          "Active categories by seq: empty parentId → the top level with full subtrees; N → N's children with subtrees",
        tags,
        query: categoryInfoQuery,
        response: z.array(categoryNode),
      },
      async ({ query }, req) => catalog.categoryTree(query.parentId ?? 0, req.locale),
    );

    route(
      app,
      {
        method: "GET",
        url: "/mall4cloud_product/ua/brand/list_by_category",
        summary: "Active brands of a category or any of its descendants (unknown category → [])",
        tags,
        query: brandsByCategoryQuery,
        response: z.array(brand),
      },
      async ({ query }, req) => catalog.brandsByCategory(query.categoryId, req.locale),
    );
  };
}
