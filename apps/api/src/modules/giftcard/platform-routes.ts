import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  giftCardAdminQuery,
  giftCardAdminView,
  giftCardBatchIssued,
  giftCardBatchParams,
  giftCardBatchView,
  giftCardIdParams,
  issueGiftCardsBody,
  pageQuery,
  pageSchema,
  platformReasonBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { giftCardConsoleOf } from "./console.ts";

const tags = ["platform"];

/** The platform console's gift cards (`/admin/marketing/gift-cards`): batches, the one CSV, cards, void. */
export function giftCardPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cards = giftCardConsoleOf(ctx);
    route(
      app,
      {
        method: "POST",
        url: "/admin/giftcards/batches",
        platform: ["marketing"],
        summary:
          "Issue a batch of gift cards ({count, value yuan, days}); numbers and passwords wait for one CSV download",
        tags,
        body: issueGiftCardsBody,
        response: giftCardBatchIssued,
      },
      async ({ body }, req) => cards.issueBatch(requirePlatformStaff(req).staffId, body),
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/giftcards/batches",
        platform: ["marketing"],
        summary: "Gift card batches, newest first, with bound and voided counts and whether the CSV was taken",
        tags,
        query: pageQuery,
        response: pageSchema(giftCardBatchView),
      },
      async ({ query }) => cards.batches(query),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/giftcards/batches/:batchNo/csv",
        platform: ["marketing"],
        summary: "The batch's card numbers and passwords as CSV — once; a second download answers 409 A00053",
        tags,
        params: giftCardBatchParams,
        produces: "text/csv",
      },
      async ({ params }, req, reply) => {
        const csv = await cards.takeCsv(requirePlatformStaff(req).staffId, params.batchNo);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="giftcards-${params.batchNo}.csv"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/giftcards",
        platform: ["marketing"],
        summary: "Gift cards by batch, part of the number and status, with balances (never the password)",
        tags,
        query: giftCardAdminQuery,
        response: pageSchema(giftCardAdminView),
      },
      async ({ query }) => cards.cards(query),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/giftcards/:cardId/void",
        platform: ["marketing"],
        summary:
          "Void a card with a reason: it can no longer be bound or spent; what it holds leaves with a ledger row",
        tags,
        params: giftCardIdParams,
        body: platformReasonBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await cards.voidCard(requirePlatformStaff(req).staffId, params.cardId, body.reason);
        return null;
      },
    );
  };
}
