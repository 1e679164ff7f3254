import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  merchantReceiveBody,
  merchantRefuseBody,
  pageSchema,
  refundApplyBody,
  refundApplyInfo,
  refundApplyInfoQuery,
  refundApplyResult,
  refundDetailView,
  refundEditBody,
  refundExpressBody,
  refundListItem,
  refundPageQuery,
  refundSnBody,
  refundSnSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import type { NotifyHeaders } from "../payment/wxpay-sandbox.ts";
import { proofUploadRoutes } from "./proof-upload-routes.ts";
import { proofPhoto, type ProofReader } from "./proofs.ts";
import { refundServiceOf } from "./service.ts";
import { recordOp } from "../staff/op-log.ts";

const tags = ["after-sales"];

function requireStaff(req: FastifyRequest) {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}
/** `/…/proof/:refundSn/:n`: the n-th (1-based) proof photo of an application (at most 5 are stored). */
const proofParams = z.object({
  refundSn: refundSnSchema,
  n: z.coerce
    .number({ error: "v.previewId" })
    .int({ error: "v.previewId" })
    .min(1, { error: "v.previewId" })
    .max(9, { error: "v.previewId" }),
});

/** A proof photo's bytes, shown inline and never cached by shared caches (proofs.ts has the rule). */
async function sendProof(ctx: AppContext, reader: ProofReader, p: z.output<typeof proofParams>, reply: FastifyReply) {
  const bytes = await proofPhoto(ctx, reader, p.refundSn, p.n);
  return reply
    .type("image/webp")
    .header("content-disposition", `inline; filename="proof-${p.refundSn}-${p.n}.webp"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(bytes);
}

const staffActor = (s: { shopId: number; staffId: number }) => `shop:${s.shopId}:staff:${s.staffId}`;

/** After-sales: the buyer's `/p/orderRefund/...`, the shop's `/m/refund/...`, the gateway's refund notification. */
export function refundRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const refunds = refundServiceOf(ctx);
    refunds.registerJobs();
    await app.register(proofUploadRoutes(ctx));

    route(
      app,
      {
        method: "GET",
        url: "/p/orderRefund/applyInfo",
        summary: "What the apply form of an order line may ask (max quantity and amount, reasons)",
        tags,
        query: refundApplyInfoQuery,
        response: refundApplyInfo,
      },
      async ({ query }, req) => refunds.applyInfo(requireUser(req), query.orderNumber, query.orderItemId, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/orderRefund/apply",
        summary: "Apply for a refund or a return of an order line; a repeated requestId answers the first result",
        tags,
        body: refundApplyBody,
        response: refundApplyResult,
      },
      async ({ body }, req) => refunds.apply(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/orderRefund/edit",
        summary: "Edit a refused application and submit it again",
        tags,
        body: refundEditBody,
        response: refundApplyResult,
      },
      async ({ body }, req) => {
        const { refundSn, ...a } = body;
        return refunds.edit(requireUser(req), refundSn, a, req.locale);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/orderRefund/cancel",
        summary: "Withdraw an open application",
        tags,
        body: refundSnBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await refunds.withdraw(requireUser(req), body.refundSn);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/orderRefund/submitExpress",
        summary: "Return logistics (carrier, tracking number) after the shop accepted",
        tags,
        body: refundExpressBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await refunds.ship(requireUser(req), body.refundSn, body.carrier, body.trackingNumber);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/orderRefund/page",
        summary: "My applications by tab (0 all, 1 in progress, 2 success, 3 closed)",
        tags,
        query: refundPageQuery,
        response: pageSchema(refundListItem),
      },
      async ({ query }, req) => refunds.list({ userId: requireUser(req) }, query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/orderRefund/info",
        summary: "Application detail: timeline, negotiation, amounts, return address",
        tags,
        query: refundSnBody,
        response: refundDetailView,
      },
      async ({ query }, req) => refunds.detail({ userId: requireUser(req) }, query.refundSn, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/orderRefund/proof/:refundSn/:n",
        summary:
          "The n-th proof photo (1-based, image/webp, inline) of the buyer's own application (/FilePreview?type=proof)",
        description:
          "Only the applicant: another buyer's application, a missing one and a position without a photo all answer the same 404 (A00013).",
        tags,
        params: proofParams,
        produces: "image/webp",
      },
      async ({ params }, req, reply) => sendProof(ctx, { userId: requireUser(req) }, params, reply),
    );

    // ---------------------------------------------------------------- shop
    route(
      app,
      {
        method: "GET",
        url: "/m/refund/page",
        staff: ["refunds"],
        summary: "The shop's after-sales applications by tab",
        tags,
        query: refundPageQuery,
        response: pageSchema(refundListItem),
      },
      async ({ query }, req) => refunds.list({ shopId: requireStaff(req).shopId }, query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/refund/info",
        staff: ["refunds"],
        summary: "An application of the shop",
        tags,
        query: refundSnBody,
        response: refundDetailView,
      },
      async ({ query }, req) => refunds.detail({ shopId: requireStaff(req).shopId }, query.refundSn, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/refund/proof/:refundSn/:n",
        staff: ["refunds"],
        summary: "The n-th proof photo (1-based, image/webp) of an application to the signed-in staff's shop",
        description: "Another shop's application answers 404 (A00013), like a missing one.",
        tags,
        params: proofParams,
        produces: "image/webp",
      },
      async ({ params }, req, reply) => sendProof(ctx, { shopId: requireStaff(req).shopId }, params, reply),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/refund/accept",
        staff: ["refunds"],
        summary: "Accept (refund only: the money goes back now; return: wait for the goods)",
        tags,
        body: refundSnBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const s = requireStaff(req);
        await refunds.accept(s.shopId, staffActor(s), body.refundSn);
        await recordOp(ctx.database.db, s, "refund.accept", body.refundSn);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/refund/refuse",
        staff: ["refunds"],
        summary: "Refuse with a reason (the buyer may edit and resubmit)",
        tags,
        body: merchantRefuseBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const s = requireStaff(req);
        await refunds.refuse(s.shopId, staffActor(s), body.refundSn, body.reason);
        await recordOp(ctx.database.db, s, "refund.refuse", body.refundSn, { reason: body.reason });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/refund/receive",
        staff: ["refunds"],
        summary: "Confirm receipt of the returned goods (optionally restock); the money goes back",
        tags,
        body: merchantReceiveBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const s = requireStaff(req);
        await refunds.receive(s.shopId, staffActor(s), body.refundSn, body.restock);
        await recordOp(ctx.database.db, s, "refund.receive", body.refundSn, { restock: body.restock });
        return null;
      },
    );

    // ---------------------------------------------------------------- gateway
    await app.register(async (scope: FastifyInstance) => {
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (req, body, done) => {
        (req as FastifyRequest).rawBody = body as string;
        done(null, body);
      });
      route(
        scope,
        {
          method: "POST",
          url: "/notice/refund/wxpay",
          summary: "WeChat Pay refund notification (signed; idempotent per event id)",
          tags,
          response: z.object({ outcome: z.string() }),
        },
        async (_in, req) => refunds.handleWxRefundNotify(req.rawBody ?? "", req.headers as NotifyHeaders),
      );
    });
    // The sandbox gateway reaches the notify URL through the HTTP stack, like the real one.
    refunds.deliver = async (body, headers) =>
      (await app.inject({ method: "POST", url: "/notice/refund/wxpay", headers, payload: body })).statusCode;
  };
}
