import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { merchantPromotionQuery, couponBody, couponIdParams, merchantCouponView, pageSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { couponServiceOf } from "./service.ts";

const tags = ["platform"];

/** The platform's own coupons (shopId 0, the coupon center's) under `/admin/`: the shop rules and validation, one service. */
const PLATFORM = 0;

export function couponPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const coupons = couponServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/admin/coupon/page",
        platform: ["marketing"],
        summary: "Platform coupons (search by name, state) with collected and used counts",
        tags,
        query: merchantPromotionQuery,
        response: pageSchema(merchantCouponView),
      },
      async ({ query }, req) => coupons.ofShop(PLATFORM, query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/coupon",
        platform: ["marketing"],
        summary: "Create a platform coupon (amounts in yuan) → its couponId; shown in the coupon center",
        tags,
        body: couponBody,
        response: z.object({ couponId: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const couponId = await coupons.create(PLATFORM, body, (tx, id) =>
          recordPlatformOp(tx, staff, "coupon.create", `coupon:${id}`, { ...body }),
        );
        return { couponId };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/coupon/:couponId",
        platform: ["marketing"],
        summary: "Edit a platform coupon (the stock may not drop below what was collected)",
        tags,
        params: couponIdParams,
        body: couponBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        await coupons.update(PLATFORM, params.couponId, body, (tx) =>
          recordPlatformOp(tx, staff, "coupon.update", `coupon:${params.couponId}`, { ...body }),
        );
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/coupon/:couponId/end",
        platform: ["marketing"],
        summary: "Stop a platform coupon: no more collecting; collected coupons stay usable",
        tags,
        params: couponIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        const staff = requirePlatformStaff(req);
        await coupons.end(PLATFORM, params.couponId, (tx) =>
          recordPlatformOp(tx, staff, "coupon.end", `coupon:${params.couponId}`),
        );
        return null;
      },
    );
  };
}
