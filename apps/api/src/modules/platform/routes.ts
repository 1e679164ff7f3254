import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { merchantLoginBody, merchantLoginResult, platformStaffProfile } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { StaffTokenStore } from "../../infra/auth/staff-token-store.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { staffSignIn } from "../merchant/sign-in.ts";
import { staffServiceOf } from "../staff/service.ts";

const tags = ["platform"];

/**
 * The platform API `/admin/`: platform staff (shop_staff rows without a shop) sign in here with the
 * merchant sign-in mechanics and limits; their tokens work on `/admin/` only (shop tokens do not).
 * Platform chat lives under /admin/chat (chat module); the store-application review joins here.
 */
export function platformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const tokens = new StaffTokenStore(ctx.database.db);
    route(
      app,
      {
        method: "POST",
        url: "/admin/login",
        summary: "Platform staff sign-in → a staff token (7 days) for /admin/ paths; shopId 0 = the platform",
        tags,
        body: merchantLoginBody,
        response: merchantLoginResult,
      },
      async ({ body }, req) => staffSignIn(ctx, "platform", body.userName, body.passWord, req.locale, req.ip),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/logout",
        platform: "any",
        summary: "Revoke the platform token",
        tags,
        response: z.null(),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        await tokens.revoke(req.token!);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/staff/me",
        platform: "any",
        summary: "The signed-in platform staff member: role and the console areas it may use",
        tags,
        response: platformStaffProfile,
      },
      async (_in, req) => staffServiceOf(ctx).platformProfile(requirePlatformStaff(req)),
    );
  };
}
