import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  flashSaleAdminView,
  flashSessionAdminQuery,
  flashSessionAdminView,
  flashSessionParams,
  pageQuery,
  pageSchema,
  platformReasonBody,
  seckillIdParams,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { seckillServiceOf } from "./service.ts";

const tags = ["platform"];

/**
 * The platform console's flash sales (`/admin/marketing/flash-sales`): the sessions (time slots,
 * the distinct start times of the shops' flash sales) and the shops' products in each, which the
 * platform may remove with a reason. Shops' flash sales need no approval (they go live as created:
 * the buyer flows and the seller center stay as they are); removal is the platform's control.
 */
export function seckillPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const seckill = seckillServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/admin/seckill/sessions",
        platform: ["marketing"],
        summary: "Flash-sale sessions (time slots): live (running and upcoming, soonest first) or ended (latest first)",
        tags,
        query: flashSessionAdminQuery,
        response: pageSchema(flashSessionAdminView),
      },
      async ({ query }) => seckill.adminSessions(query),
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/seckill/sessions/:session",
        platform: ["marketing"],
        summary: "The shops' flash sales in a session (start time in epoch seconds), with removals and reasons",
        tags,
        params: flashSessionParams,
        query: pageQuery,
        response: pageSchema(flashSaleAdminView),
      },
      async ({ params, query }, req) => seckill.adminOfSession(params.session, query, req.locale),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/seckill/:seckillId/remove",
        platform: ["marketing"],
        summary:
          "Remove a shop's flash sale from its session with a reason (it ends now; its gate counters are dropped)",
        tags,
        params: seckillIdParams,
        body: platformReasonBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        await seckill.remove(params.seckillId, body.reason, (tx, s) =>
          recordPlatformOp(tx, staff, "seckill.remove", `seckill:${params.seckillId}`, {
            reason: body.reason,
            shopId: s.shopId,
            prodId: s.prodId,
          }),
        );
        return null;
      },
    );
  };
}
