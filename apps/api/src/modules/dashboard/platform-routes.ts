import type { FastifyPluginAsync } from "fastify";
import { platformDashboard as dashboardSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { platformDashboard } from "./platform.ts";

/** `GET /admin/dashboard`: the mall's figures of today and the last 30 days, and the to-do counts. */
export function dashboardPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/admin/dashboard",
        platform: ["dashboard"],
        summary:
          "Mall-wide paid amount, orders, visitors, new members and new shops: today and a 30-day trend; to-do counts",
        tags: ["platform"],
        response: dashboardSchema,
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return platformDashboard(ctx);
      },
    );
  };
}
