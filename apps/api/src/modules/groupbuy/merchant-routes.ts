import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  merchantPromotionQuery,
  groupActivityBody,
  groupActivityIdParams,
  merchantGroupActivityView,
  pageSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { groupBuyServiceOf } from "./service.ts";
import { actorOf, recordOp } from "../staff/op-log.ts";

const tags = ["merchant"];

function staffShop(req: FastifyRequest): number {
  if (!req.staff) throw new AppError("A00004");
  return req.staff.shopId;
}

/** The shop's group-buy activities under `/m/` (staff token): list, create, edit, end — own shop only (else 404). */
export function merchantGroupBuyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = groupBuyServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/group_activity/page",
        staff: ["marketing"],
        summary: "The shop's group-buy activities, newest first",
        tags,
        query: merchantPromotionQuery,
        response: pageSchema(merchantGroupActivityView),
      },
      async ({ query }, req) => svc.ofShop(staffShop(req), query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/group_activity",
        staff: ["marketing"],
        summary:
          "Create a group-buy activity: one product, group size, group price (fen) per SKU, how long an open group waits, start/end",
        tags,
        body: groupActivityBody,
        response: z.object({ groupActivityId: z.number() }),
      },
      async ({ body }, req) => {
        const groupActivityId = await svc.create(staffShop(req), body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.create", `group_buy:${groupActivityId}`, { ...body });
        return { groupActivityId };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/group_activity/:groupActivityId",
        staff: ["marketing"],
        summary:
          "Edit a group-buy activity that has not ended (A00035 once ended): once running, same product and start; open groups keep their size",
        tags,
        params: groupActivityIdParams,
        body: groupActivityBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.update(staffShop(req), params.groupActivityId, body);
        await recordOp(ctx.database.db, actorOf(req), "promotion.update", `group_buy:${params.groupActivityId}`, {
          ...body,
        });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/group_activity/:groupActivityId/end",
        staff: ["marketing"],
        summary: "End a group-buy activity now (no new orders or groups; waiting groups keep their time)",
        tags,
        params: groupActivityIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await svc.end(staffShop(req), params.groupActivityId);
        await recordOp(ctx.database.db, actorOf(req), "promotion.end", `group_buy:${params.groupActivityId}`);
        return null;
      },
    );
  };
}
