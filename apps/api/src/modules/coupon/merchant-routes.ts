import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { merchantPromotionQuery, couponBody, couponIdParams, merchantCouponView, pageSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { couponServiceOf } from "./service.ts";
import { actorOf, recordOp } from "../staff/op-log.ts";

const tags = ["merchant"];

function staffShop(req: FastifyRequest): number {
  if (!req.staff) throw new AppError("A00004");
  return req.staff.shopId;
}

/** The shop's coupons under `/m/` (staff token): list, create, edit, end — the staff's own shop only. */
export function merchantCouponRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const coupons = couponServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/coupon/page",
        staff: ["marketing"],
        summary: "The shop's coupons with collected and used counts",
        tags,
        query: merchantPromotionQuery,
        response: pageSchema(merchantCouponView),
      },
      async ({ query }, req) => coupons.ofShop(staffShop(req), query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/coupon",
        staff: ["marketing"],
        summary: "Create a shop coupon (amounts in yuan) → its couponId",
        tags,
        body: couponBody,
        response: z.object({ couponId: z.number() }),
      },
      async ({ body }, req) => {
        const couponId = await coupons.create(staffShop(req), body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.create", `coupon:${couponId}`, { ...body });
        return { couponId };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/coupon/:couponId",
        staff: ["marketing"],
        summary: "Edit a coupon of the shop (the stock may not drop below what was collected)",
        tags,
        params: couponIdParams,
        body: couponBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await coupons.update(staffShop(req), params.couponId, body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.update", `coupon:${params.couponId}`, { ...body });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/coupon/:couponId/end",
        staff: ["marketing"],
        summary: "End a coupon: no more collecting; collected coupons stay usable",
        tags,
        params: couponIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await coupons.end(staffShop(req), params.couponId);
        await recordOp(ctx.database.db, actorOf(req), "promotion.end", `coupon:${params.couponId}`);
        return null;
      },
    );
  };
}
