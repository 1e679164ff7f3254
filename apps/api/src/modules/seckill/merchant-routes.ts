import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { merchantPromotionQuery, merchantSeckillView, pageSchema, seckillBody, seckillIdParams } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { seckillServiceOf } from "./service.ts";
import { actorOf, recordOp } from "../staff/op-log.ts";

const tags = ["merchant"];

function staffShop(req: FastifyRequest): number {
  if (!req.staff) throw new AppError("A00004");
  return req.staff.shopId;
}

/** The shop's flash sales under `/m/` (staff token): list, create, edit, end — own shop only (else 404). */
export function merchantSeckillRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = seckillServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/seckill/page",
        staff: ["marketing"],
        summary: "The shop's flash sales, newest first",
        tags,
        query: merchantPromotionQuery,
        response: pageSchema(merchantSeckillView),
      },
      async ({ query }, req) => svc.ofShop(staffShop(req), query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/seckill",
        staff: ["marketing"],
        summary:
          "Create a flash sale: one product, one session, flash price (fen) and flash stock per SKU, per-user limit",
        tags,
        body: seckillBody,
        response: z.object({ seckillId: z.number() }),
      },
      async ({ body }, req) => {
        const seckillId = await svc.create(staffShop(req), body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.create", `flash_sale:${seckillId}`, { ...body });
        return { seckillId };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/seckill/:seckillId",
        staff: ["marketing"],
        summary:
          "Edit a flash sale that has not ended (A00035 once ended): once running, same product and start; a SKU's flash stock never below the units sold",
        tags,
        params: seckillIdParams,
        body: seckillBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.update(staffShop(req), params.seckillId, body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.update", `flash_sale:${params.seckillId}`, {
          ...body,
        });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/seckill/:seckillId/end",
        staff: ["marketing"],
        summary: "End a flash sale now (orders placed keep their units)",
        tags,
        params: seckillIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await svc.end(staffShop(req), params.seckillId);
        await recordOp(ctx.database.db, actorOf(req), "promotion.end", `flash_sale:${params.seckillId}`);
        return null;
      },
    );
  };
}
