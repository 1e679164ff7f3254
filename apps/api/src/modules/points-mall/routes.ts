import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { pageSchema, pointsExchangeBody, pointsMallQuery, pointsProdParams, pointsProductBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff, requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { pointsMallServiceOf } from "./service.ts";

const tags = ["points"];

const productSchema = z.object({
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  points: z.number(),
  cash: z.number(),
  price: z.number(),
  status: z.number(),
  seq: z.number().optional(),
});
const resultSchema = z.object({
  payNo: z.string(),
  orderNumbers: z.array(z.string()),
  actualTotal: z.number(),
  totalPoints: z.number(),
  paid: z.boolean(),
});

/** The points mall: member-center/integral-mall, integral-det, submit-integral-order, and the platform's listing. */
export function pointsMallRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const mall = pointsMallServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/ua/points/mall",
        summary: "The points mall: listed products with their points price (and cash part)",
        tags,
        query: pointsMallQuery,
        response: pageSchema(productSchema),
      },
      async ({ query }, req) => mall.page(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/points/prod/:prodId",
        summary: "A points-mall product (integral-det): points price and the product's SKUs",
        tags,
        params: pointsProdParams,
        response: productSchema.extend({ prod: z.any() }),
      },
      async ({ params }, req) => mall.detail(params.prodId, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/points/order/confirm",
        summary: "Price an exchange: points needed and held, cash part, address",
        tags,
        body: pointsExchangeBody,
        response: z.object({
          product: productSchema,
          skuName: z.string(),
          count: z.number(),
          totalPoints: z.number(),
          userPoints: z.number(),
          actualTotal: z.number(),
          userAddr: z.any(),
        }),
      },
      async ({ body }, req) => mall.confirm(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/points/order/submit",
        summary: "Exchange: debits the points and creates the order (orderType 3); paid at once when no cash is due",
        description:
          "Not enough points answers A00001 'Not enough points' (409) and nothing is created or debited. A cash part is paid at /payment with the trade's payNo.",
        tags,
        body: pointsExchangeBody,
        response: resultSchema,
      },
      async ({ body }, req) => mall.submit(requireUser(req), body),
    );

    // ---------------------------------------------------------------- platform
    route(
      app,
      {
        method: "GET",
        url: "/admin/points/products",
        platform: ["marketing"],
        summary: "Points-mall products, listed or not",
        tags: ["platform"],
        query: pointsMallQuery,
        response: pageSchema(productSchema),
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return mall.page(query, req.locale, true);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/points/products",
        platform: ["marketing"],
        summary: "Put a product in the points mall at a points price (+ cash, yuan), or withdraw it (status 0)",
        tags: ["platform"],
        body: pointsProductBody,
        response: z.object({ prodId: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        await mall.setProduct(body, `staff:${staff.staffId}`, (tx) =>
          recordPlatformOp(tx, staff, body.status === 0 ? "points.off" : "points.set", `prod:${body.prodId}`, {
            ...body,
          }),
        );
        return { prodId: body.prodId };
      },
    );
  };
}
