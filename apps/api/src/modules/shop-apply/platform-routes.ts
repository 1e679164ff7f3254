import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  applyIdParams,
  pageSchema,
  platformShopApplication,
  shopApplyPageQuery,
  shopDocQuery,
  shopIdParams,
  shopRejectBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { shopApplyServiceOf } from "./service.ts";

const tags = ["platform"];

/** The platform's review of store applications and its online/offline switch for shops (`/admin/`, platform staff only). */
export function platformShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = shopApplyServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/admin/shop/apply/page",
        platform: ["stores"],
        summary: "Store applications, newest first; auditStatus 0 under review, 1 passed, -1 not passed",
        tags,
        query: shopApplyPageQuery,
        response: pageSchema(platformShopApplication),
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return svc.page(query, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/shop/apply/:applyId",
        platform: ["stores"],
        summary: "One store application",
        tags,
        params: applyIdParams,
        response: platformShopApplication,
      },
      async ({ params }, req) => {
        requirePlatformStaff(req);
        return svc.detail(params.applyId, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/shop/doc",
        platform: ["stores"],
        summary: "A private document of any application",
        tags,
        query: shopDocQuery,
        produces: "image/webp",
      },
      async ({ query }, req, reply) => {
        requirePlatformStaff(req);
        const bytes = await svc.readDoc(query.path, "platform");
        return reply.type("image/webp").header("cache-control", "private, no-store").send(bytes);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/shop/apply/:applyId/approve",
        platform: ["stores"],
        summary: "Approve: creates the open shop with a default decoration and links the applicant's store account",
        tags,
        params: applyIdParams,
        response: z.object({ shopId: z.number() }),
      },
      async ({ params }, req) => svc.approve(params.applyId, requirePlatformStaff(req).staffId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/shop/apply/:applyId/reject",
        platform: ["stores"],
        summary: "Not passed, with the reason the applicant sees (they may modify and resubmit)",
        tags,
        params: applyIdParams,
        body: shopRejectBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.reject(params.applyId, body.reason, requirePlatformStaff(req).staffId);
        return null;
      },
    );
    for (const action of ["offline", "online"] as const) {
      route(
        app,
        {
          method: "PUT",
          url: `/admin/shop/:shopId/${action}`,
          platform: ["stores"],
          summary:
            action === "offline"
              ? "Take an open shop offline (its pages say so, its goods leave search)"
              : "Put a shop taken offline back online",
          tags,
          params: shopIdParams,
          response: z.object({ status: z.number() }),
        },
        async ({ params }, req) => {
          requirePlatformStaff(req);
          return { status: await svc.setShopState(params.shopId, action) };
        },
      );
    }
  };
}
