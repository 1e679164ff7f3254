import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  discountInfoQuery,
  discountListQuery,
  discountSpuPageQuery,
  discountSpuView,
  discountView,
  pageSchema,
  spuDiscountQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { discountServiceOf } from "./service.ts";

const tags = ["discount"];

/** Discount activities for the storefront (mall4cloud §3.16, `/ua/` public). */
export function discountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = discountServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/ua/discount/list",
        summary: "Running (ending soonest first) then upcoming discount activities; ?state=1 running, 0 upcoming",
        tags,
        query: discountListQuery,
        response: pageSchema(discountView),
      },
      async ({ query }, req) => svc.list(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/discount/info",
        summary: "One discount activity with its rules and state on server time",
        tags,
        query: discountInfoQuery,
        response: discountView,
      },
      async ({ query }, req) => svc.info(query.discountId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/discount/spu_page_by_discount_id",
        summary: "The activity's products on sale, with the activity price",
        tags,
        query: discountSpuPageQuery,
        response: pageSchema(discountSpuView),
      },
      async ({ query }, req) => svc.spuPage(query.discountId, query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/discount/get_discount_list",
        summary: "Running and upcoming activities that cover a product",
        tags,
        query: spuDiscountQuery,
        response: z.array(discountView),
      },
      async ({ query }, req) => svc.forProduct(query.spuId, req.locale),
    );
  };
}
