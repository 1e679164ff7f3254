import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { actorOf } from "../staff/op-log.ts";
import { editorRoutes } from "./editor-routes.ts";

/** The seller center's decoration editor (`/m/decoration/…`): the signed-in shop's pages, for the marketing permission. */
export function decorationShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    editorRoutes(app, ctx, {
      prefix: "/m/decoration",
      access: { staff: ["marketing"] },
      editorOf: (req) => actorOf(req),
    });
  };
}
