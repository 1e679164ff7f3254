import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  couponIdsQuery,
  couponPageQuery,
  couponView,
  myCouponCounts,
  myCouponQuery,
  myCouponView,
  pageSchema,
  receiveCouponBody,
  shopOrSpuCouponQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { pick } from "../../infra/http/locale.ts";
import { route } from "../../infra/http/route.ts";
import { COUPON_TEXT, couponServiceOf } from "./service.ts";

const tags = ["coupon"];

/** Coupon center, product/shop coupons, collecting and my coupons (mall4cloud §3.13 in the mall4j dialect). */
export function couponRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const coupons = couponServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/ma/coupon/general_coupon_list",
        summary: "Platform coupons of the coupon center",
        tags,
        response: z.array(couponView),
      },
      async (_in, req) => coupons.platformList(req.userId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ma/coupon/get_coupon_page",
        summary: "Shop coupons (all shops or ?shopId=), collectable first, then upcoming",
        tags,
        query: couponPageQuery,
        response: pageSchema(couponView),
      },
      async ({ query }, req) => coupons.shopPage(req.userId, query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ma/coupon/by_ids",
        summary: "The coupons a decorated page offers (?ids=3,7, at most 10), in that order; ended ones left out",
        tags,
        query: couponIdsQuery,
        response: z.array(couponView),
      },
      async ({ query }, req) => coupons.byIds(req.userId, query.ids, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ma/coupon/get_shop_or_spu_coupon_list",
        summary: "Coupons of a shop (with spuId: the shop's and the platform's that cover the product)",
        tags,
        query: shopOrSpuCouponQuery,
        response: z.array(couponView),
      },
      async ({ query }, req) => coupons.forShopOrProduct(req.userId, query.shopId, query.spuId, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/my_coupon/receive",
        summary: "Collect a coupon (body: the couponId); stock and the per-user limit hold under parallel requests",
        tags,
        body: receiveCouponBody,
        response: z.string(),
      },
      async ({ body }, req) => {
        await coupons.receive(requireUser(req), body.couponId);
        return pick(req.locale, COUPON_TEXT.received.zh, COUPON_TEXT.received.en);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/my_coupon/get_page",
        summary: "My coupons: status 0 expired, 1 unused, 2 used; type 0 all, 1 platform, 2 shop",
        tags,
        query: myCouponQuery,
        response: pageSchema(myCouponView),
      },
      async ({ query }, req) => coupons.myPage(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/my_coupon/get_my_coupons_status_or_type_count",
        summary: "Counts of my coupons per status (and unused per type)",
        tags,
        response: myCouponCounts,
      },
      async (_in, req) => coupons.myCounts(requireUser(req)),
    );
  };
}
