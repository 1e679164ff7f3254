import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  applyIdParams,
  pageSchema,
  platformShopApplication,
  shopApplyPageQuery,
  shopDocQuery,
  shopIdParams,
  platformShop,
  platformShopQuery,
  SHOP_STATUS_ACTIONS,
  shopRejectBody,
  shopStatusReasonBody,
  type ShopStatusAction,
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
    route(
      app,
      {
        method: "GET",
        url: "/admin/shop/page",
        platform: ["stores"],
        summary:
          "Every shop, newest first: status (open, offline, suspended, not yet open), the platform's last reason, goods on sale",
        tags,
        query: platformShopQuery,
        response: pageSchema(platformShop),
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return svc.shops(query, req.locale);
      },
    );
    for (const action of SHOP_STATUS_ACTIONS) {
      route(
        app,
        {
          method: "PUT",
          url: `/admin/shop/:shopId/${action}`,
          platform: ["stores"],
          summary: ACTION_SUMMARY[action],
          tags,
          params: shopIdParams,
          body: shopStatusReasonBody,
          response: z.object({ status: z.number() }),
        },
        async ({ params, body }, req) => {
          const staff = requirePlatformStaff(req);
          return { status: await svc.setShopState(params.shopId, action, body.reason, staff) };
        },
      );
    }
  };
}

const ACTION_SUMMARY: Record<ShopStatusAction, string> = {
  offline: "Take an open shop offline, with the reason its owner reads (its pages say so, its goods leave search)",
  online: "Put a shop taken offline back online, with a reason its owner reads",
  suspend: "Suspend an open, offline or not yet open shop, with the reason its owner reads (its pages go offline)",
  reinstate: "Reinstate a suspended shop (open again), with a reason its owner reads",
};
