import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  isPayResult,
  payBody,
  payInfoView,
  payNoParams,
  payNoQuery,
  payResult,
  prepayIdParams,
  sandboxConfirmResult,
  sandboxPrepay,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { payOrder } from "../../workflows/pay-order.ts";
import { prepayView } from "./sandbox-gateway.ts";
import { paymentServiceOf } from "./service.ts";
import type { NotifyHeaders } from "./wxpay-sandbox.ts";

const tags = ["payment"];

declare module "fastify" {
  interface FastifyRequest {
    /** The body exactly as received (payment notifications verify their signature over it). */
    rawBody?: string;
  }
}

/** `/payment` and `/weixin-pay`: pay, poll, the gateway's notify URL and (outside production) the sandbox gateway. */
export function paymentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const payments = paymentServiceOf(ctx);
    payments.registerJobs();

    route(
      app,
      {
        method: "POST",
        url: "/p/order/pay",
        summary:
          "Pay a trade: 1 balance (debited at once), 2 WeChat Pay Native (answers the QR code), 3 gift cards [+ balance]",
        tags,
        body: payBody,
        response: payResult,
      },
      async ({ body }, req) =>
        payOrder(ctx, requireUser(req), body.payNo, body.payType, {
          cardIds: body.cardIds ?? [],
          useBalance: body.useBalance,
        }),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/order/isPay/:payNo",
        summary: "Whether the trade is paid (polled by /weixin-pay)",
        tags,
        params: payNoParams,
        response: isPayResult,
      },
      async ({ params }, req) => payments.isPay(requireUser(req), params.payNo),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/order/payInfo",
        summary: "The /payment page summary: amount, deadline, items, address, balance",
        tags,
        query: payNoQuery,
        response: payInfoView,
      },
      async ({ query }, req) => payments.payInfo(requireUser(req), query.payNo, req.locale),
    );

    // The notify URL gets the body as a string (the signature covers the exact bytes); own scope, own parser.
    await app.register(async (scope) => {
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (req, body, done) => {
        (req as FastifyRequest).rawBody = body as string;
        done(null, body);
      });
      route(
        scope,
        {
          method: "POST",
          url: "/notice/pay/wxpay",
          summary: "WeChat Pay notification (signed; idempotent per event id)",
          description:
            "Called by the gateway, not by browsers. 200 when accepted (replays too), 401 for a bad signature, 400 for an unknown prepay or a wrong amount.",
          tags,
          response: z.object({ outcome: z.string() }),
        },
        async (_in, req) => payments.handleWxNotify(req.rawBody ?? "", req.headers as NotifyHeaders, req.log),
      );
    });

    if (!ctx.config.production) {
      route(
        app,
        {
          method: "GET",
          url: "/sandbox/wxpay/prepay/:prepayId",
          summary: "Sandbox gateway: what the payer's phone shows for a QR code (development only)",
          tags: ["dev"],
          params: prepayIdParams,
          response: sandboxPrepay,
        },
        async ({ params }) => prepayView(ctx, params.prepayId),
      );
      route(
        app,
        {
          method: "POST",
          url: "/sandbox/wxpay/prepay/:prepayId/confirm",
          summary:
            "Sandbox gateway: the payer pays; the gateway sends the signed notification to /notice/pay/wxpay (development only)",
          tags: ["dev"],
          params: prepayIdParams,
          response: sandboxConfirmResult,
        },
        async ({ params }) =>
          payments.sandboxConfirm(params.prepayId, async (body, headers) => {
            // Through the HTTP stack and the notify handler, like the real gateway (never a shortcut).
            const res = await app.inject({ method: "POST", url: "/notice/pay/wxpay", headers, payload: body });
            return res.statusCode;
          }),
      );
    }
  };
}
