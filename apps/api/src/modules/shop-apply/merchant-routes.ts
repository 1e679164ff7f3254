import type { FastifyPluginAsync } from "fastify";
import { shopStatusNotice } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { actorOf } from "../staff/op-log.ts";
import { shopApplyServiceOf } from "./service.ts";

/**
 * `GET /m/shop/status-notice`: the shop's status and the reason the platform gave for its last
 * change (offline, suspended, back online, reinstated). Every staff member may read it: the seller
 * center's frame shows it as a banner on every page.
 */
export function shopStatusNoticeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/m/shop/status-notice",
        staff: "any",
        summary: "The shop's status and the platform's reason for its last change (the seller center's banner)",
        tags: ["seller settings"],
        response: shopStatusNotice,
      },
      async (_in, req) => shopApplyServiceOf(ctx).statusNotice(actorOf(req).shopId, req.locale),
    );
  };
}
