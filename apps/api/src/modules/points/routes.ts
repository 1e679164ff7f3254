import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  pointsAdjustBody,
  pointsExchangeBody,
  pointsLogQuery,
  pointsMallQuery,
  pointsProdParams,
  pointsProductBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { pointsMallServiceOf } from "./mall.ts";
import { pointsServiceOf } from "./service.ts";

const tags = ["points"];

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ current: z.number(), size: z.number(), total: z.number(), pages: z.number(), records: z.array(item) });

const infoSchema = z.object({
  points: z.number(),
  expiringPoints: z.number(),
  expireTime: z.string(),
  earnPerYuan: z.number(),
  pointsPerYuan: z.number(),
  maxSharePercent: z.number(),
  expiryYears: z.number(),
  registerBonus: z.number(),
  reviewBonus: z.number(),
});
const logSchema = z.object({
  logId: z.number(),
  points: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  reasonText: z.string(),
  refType: z.string(),
  refId: z.string(),
  note: z.string().nullable(),
  createTime: z.string(),
});
const productSchema = z.object({
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  points: z.number(),
  cash: z.number(),
  price: z.number(),
  status: z.number(),
});
const resultSchema = z.object({
  payNo: z.string(),
  orderNumbers: z.array(z.string()),
  actualTotal: z.number(),
  totalPoints: z.number(),
  paid: z.boolean(),
});

/** uc-integral, the points mall (member-center/integral-mall, integral-det, submit-integral-order) and the platform side. */
export function pointsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const points = pointsServiceOf(ctx);
    const mall = pointsMallServiceOf(ctx);
    points.register();
    app.addHook("onReady", async () => {
      await points.ensureScheduled().catch((err: unknown) => app.log.warn({ err }, "points expiry not scheduled"));
    });
    route(
      app,
      {
        method: "GET",
        url: "/p/points/info",
        summary: "Points held, what expires at the next yearly expiry, and the rules",
        tags,
        response: infoSchema,
      },
      async (_in, req) => points.info(requireUser(req)),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/points/log",
        summary: "Points history (the ledger), newest first",
        tags,
        query: pointsLogQuery,
        response: pageOf(logSchema),
      },
      async ({ query }, req) => points.log(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/points/mall",
        summary: "The points mall: listed products with their points price (and cash part)",
        tags,
        query: pointsMallQuery,
        response: pageOf(productSchema),
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
        summary: "Points-mall products, listed or not",
        tags: ["platform"],
        query: pointsMallQuery,
        response: pageOf(productSchema),
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
        summary: "Put a product in the points mall at a points price (+ cash, yuan), or withdraw it (status 0)",
        tags: ["platform"],
        body: pointsProductBody,
        response: z.object({ prodId: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        await mall.setProduct(body, `staff:${staff.staffId}`);
        return { prodId: body.prodId };
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/points/adjust",
        summary: "Adjust a buyer's points by hand (signed points, reason, requestId) — a ledger row with who and why",
        tags: ["platform"],
        body: pointsAdjustBody,
        response: z.object({ applied: z.boolean(), points: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const r = await points.adjust({
          userId: body.userId,
          points: body.points,
          operator: `staff:${staff.staffId}`,
          note: body.reason,
          requestId: body.requestId,
        });
        return { applied: r.applied, points: r.balance };
      },
    );
  };
}
