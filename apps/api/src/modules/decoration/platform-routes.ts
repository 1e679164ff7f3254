import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { editorRoutes } from "./editor-routes.ts";

/** The platform console's decoration editor (`/admin/decoration/…`): the mall's pages (owner 0), for the decoration permission. */
export function decorationPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    editorRoutes(app, ctx, {
      prefix: "/admin/decoration",
      access: { platform: ["decoration"] },
      editorOf: (req) => ({ shopId: 0, staffId: requirePlatformStaff(req).staffId }),
    });
  };
}
