import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  merchantPromotionQuery,
  discountBody,
  discountIdParams,
  merchantDiscountView,
  pageSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { discountServiceOf } from "./service.ts";
import { actorOf, recordOp } from "../staff/op-log.ts";

const tags = ["merchant"];

function staffShop(req: FastifyRequest): number {
  if (!req.staff) throw new AppError("A00004");
  return req.staff.shopId;
}

/** The shop's discount activities under `/m/` (staff token): list, create, edit, end — own shop only (else 404). */
export function merchantDiscountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = discountServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/discount/page",
        staff: ["marketing"],
        summary: "The shop's discount activities, newest first",
        tags,
        query: merchantPromotionQuery,
        response: pageSchema(merchantDiscountView),
      },
      async ({ query }, req) => svc.ofShop(staffShop(req), query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/discount",
        staff: ["marketing"],
        summary: "Create a discount activity (amounts in yuan, per cent 1..99) → its discountId",
        tags,
        body: discountBody,
        response: z.object({ discountId: z.number() }),
      },
      async ({ body }, req) => {
        const discountId = await svc.create(staffShop(req), body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.create", `discount:${discountId}`, { ...body });
        return { discountId };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/discount/:discountId",
        staff: ["marketing"],
        summary: "Edit a discount activity of the shop that has not ended",
        tags,
        params: discountIdParams,
        body: discountBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.update(staffShop(req), params.discountId, body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.update", `discount:${params.discountId}`, { ...body });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/discount/:discountId/end",
        staff: ["marketing"],
        summary: "End a discount activity now (orders already placed keep their prices)",
        tags,
        params: discountIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await svc.end(staffShop(req), params.discountId);
        await recordOp(ctx.database.db, actorOf(req), "promotion.end", `discount:${params.discountId}`);
        return null;
      },
    );
  };
}
