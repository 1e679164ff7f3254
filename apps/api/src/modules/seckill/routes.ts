import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  pageSchema,
  seckillConfirmBody,
  seckillConfirmView,
  seckillIdQuery,
  seckillPageQuery,
  seckillQuotaView,
  seckillSessionView,
  seckillSubmitBody,
  seckillView,
  submitOrderResult,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { flashGateOf } from "./gate.ts";
import { seckillServiceOf } from "./service.ts";

const tags = ["seckill"];

/** Flash sales for the storefront (mall4cloud §3.14: `/ua/` public) and the buyer's purchase (`/p/`). */
export function seckillRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = seckillServiceOf(ctx);
    svc.register();
    // The gate's counters come from the database at start (Redis down at start: rebuilt on first use).
    app.addHook("onReady", async () => {
      await flashGateOf(ctx)
        .rebuildAll()
        .catch((err: unknown) => app.log.warn({ err }, "flash-sale counters not rebuilt at start"));
    });
    route(
      app,
      {
        method: "GET",
        url: "/ua/seckill/sessions",
        summary: "Running and upcoming flash-sale sessions (time slots)",
        tags,
        response: z.array(seckillSessionView),
      },
      async () => svc.sessions(),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/seckill/page",
        summary: "The flash sales of a session (default: the running or next one), with state and progress",
        tags,
        query: seckillPageQuery,
        response: pageSchema(seckillView),
      },
      async ({ query }, req) => svc.page(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/seckill/prod",
        summary: "One flash sale: SKUs, flash prices, units left, state and countdown on server time",
        tags,
        query: seckillIdQuery,
        response: seckillView,
      },
      async ({ query }, req) => svc.info(query.seckillId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/seckill/quota",
        summary:
          "The buyer's per-person limit of a flash sale: maxNum, pieces bought (paid or awaiting payment), remaining",
        tags,
        query: seckillIdQuery,
        response: seckillQuotaView,
      },
      async ({ query }, req) => svc.quota(requireUser(req), query.seckillId),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/seckill/order/confirm",
        summary: "Price a flash purchase (flash price, freight; no coupons or discounts); reserves nothing",
        tags,
        body: seckillConfirmBody,
        response: seckillConfirmView,
      },
      async ({ body }, req) => svc.confirm(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/seckill/order/submit",
        summary:
          "Buy: reserve flash units (atomic gate) and create the order → payNo (pay within FLASH_UNPAID_MINUTES)",
        description:
          "Refused with 'Event not started' / 'The event has ended' (409), the per-user limit (409), 'Insufficient inventory' (A03010), an unknown seckillSkuId (404); 503 + Retry-After 'The activity is very hot' while the gate (Redis) is unreachable. Nothing is created when refused.",
        tags,
        body: seckillSubmitBody,
        response: submitOrderResult,
        // A rush is mostly refusals (sold out, the buyer's limit): answered before Fastify when the
        // buyer's token was verified a moment ago (infra/http/fast-lane.ts, ADR 0028).
        fastLane: ({ body, userId }) => (userId === null ? Promise.resolve(undefined) : svc.refusal(userId, body)),
      },
      async ({ body }, req) => svc.submit(requireUser(req), body),
    );
  };
}
