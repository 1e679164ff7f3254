import type { FastifyPluginAsync } from "fastify";
import { shopDashboard as dashboardSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { shopDashboard } from "./service.ts";

/** `GET /m/dashboard`: the shop's figures of today and yesterday, its to-do counts and a 30-day trend. */
export function dashboardShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/m/dashboard",
        staff: ["dashboard"],
        summary: "Today's and yesterday's paid amount, orders, visitors and conversion; to-do counts; 30-day trend",
        tags: ["seller dashboard"],
        response: dashboardSchema,
      },
      async (_in, req) => {
        if (!req.staff) throw new AppError("A00004");
        return shopDashboard(ctx, req.staff.shopId);
      },
    );
  };
}
