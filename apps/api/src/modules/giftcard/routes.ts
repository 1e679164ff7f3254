import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { bindGiftCardBody, giftCardView, issueGiftCardsBody, issuedGiftCard } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { nowMs } from "../../infra/time.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { giftCardServiceOf } from "./service.ts";

const tags = ["giftcard"];

/** gift-card (user center): bind and list; the platform issues cards (also `npm run mall -- giftcards issue`). */
export function giftCardRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cards = giftCardServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/p/giftcard/list",
        summary: "The buyer's gift cards (usable first)",
        tags,
        response: z.array(giftCardView),
      },
      async (_in, req) => cards.list(requireUser(req)),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/giftcard/bind",
        summary: "Bind a gift card with its number and password (failures throttled per buyer and address)",
        tags,
        body: bindGiftCardBody,
        response: giftCardView,
      },
      async ({ body }, req) => cards.bind(requireUser(req), req.ip, body.cardNo, body.password),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/giftcards/issue",
        platform: ["marketing"],
        summary: "Issue gift cards ({count, value yuan, days}) → numbers and passwords (shown once)",
        tags: ["platform"],
        body: issueGiftCardsBody,
        response: z.array(issuedGiftCard),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const at = new Date(nowMs(ctx));
        return ctx.database.db.transaction(async (tx) => {
          const issued = await cards.issueIn(
            tx,
            { count: body.count, valueFen: body.value * 100, days: body.days, by: `staff:${staff.staffId}` },
            at,
          );
          await recordPlatformOp(tx, staff, "giftcard.issue", `batch:${issued.batch}`, { ...body });
          return issued.cards;
        });
      },
    );
  };
}
