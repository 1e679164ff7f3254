import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  buyAgainResult,
  myOrderQuery,
  orderCountView,
  orderDetailView,
  orderListItem,
  orderNumberParams,
  orderNumberQuery,
  pageSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { registerMissThrottle } from "../../infra/http/miss-throttle.ts";
import { route } from "../../infra/http/route.ts";
import { orderServiceOf } from "./service.ts";

const tags = ["order"];

/** Unknown (or someone else's) order numbers a buyer / an address may look up per 10 minutes. */
export const ORDER_LOOKUP_LIMITS = { name: "order", perUser: 20, perIp: 60, windowSeconds: 600 } as const;

/** uc-order and `/order-detail` (mall4j `/p/myOrder/...`). Another buyer's order answers A03000 (404). */
export function orderRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const orders = orderServiceOf(ctx);
    orders.registerJobs();
    // Order-number guessing answers 429 after a few dozen unknown numbers.
    registerMissThrottle(app, () => ctx.kv, ORDER_LOOKUP_LIMITS);

    route(
      app,
      {
        method: "GET",
        url: "/p/myOrder/myOrder",
        summary:
          "My orders by status (0 all), product name or order number; newest first. Each order carries items and its mall4j alias orderItemDtos",
        tags,
        query: myOrderQuery,
        response: pageSchema(orderListItem),
      },
      async ({ query }, req) => orders.list(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/myOrder/orderDetail",
        summary:
          "Order detail: timeline, address, items, amounts, payment, logistics, invoice; items and userAddr also as their mall4j aliases orderItemDtos and userAddrDto",
        tags,
        query: orderNumberQuery,
        response: orderDetailView,
      },
      async ({ query }, req) => orders.detail(requireUser(req), query.orderNumber, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/myOrder/orderCount",
        summary: "Order counts per status label",
        tags,
        response: orderCountView,
      },
      async (_in, req) => orders.counts(requireUser(req)),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/myOrder/cancel/:orderNumber",
        summary: "Cancel an unpaid order (releases its stock)",
        tags,
        params: orderNumberParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await orders.cancel(requireUser(req), params.orderNumber);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/myOrder/receipt/:orderNumber",
        summary: "Confirm receipt of a shipped order",
        tags,
        params: orderNumberParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await orders.confirmReceipt(requireUser(req), params.orderNumber);
        return null;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/p/myOrder/:orderNumber",
        summary: "Delete (hide) a finished or cancelled order",
        tags,
        params: orderNumberParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await orders.remove(requireUser(req), params.orderNumber);
        return null;
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/myOrder/buyAgain/:orderNumber",
        summary: "Put the order's lines back into the cart",
        tags,
        params: orderNumberParams,
        response: buyAgainResult,
      },
      async ({ params }, req) => orders.buyAgain(requireUser(req), params.orderNumber),
    );
  };
}
