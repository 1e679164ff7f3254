import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  memberBuyBody,
  memberBuyResultSchema,
  memberInfoSchema,
  memberLevelSchema,
  memberOrderNoParams,
  memberOrderStatusSchema,
  memberPeriodSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { memberServiceOf } from "./service.ts";

const tags = ["member"];

/** member-center, member-equity and buy-member. */
export function memberRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const members = memberServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/ma/member/levels",
        summary: "Member levels and their benefits (member-equity)",
        tags,
        response: z.array(memberLevelSchema),
      },
      async (_in, req) => members.levels(req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ma/member/periods",
        summary: "Paid membership periods with their prices (yuan)",
        tags,
        response: z.array(memberPeriodSchema),
      },
      async (_in, req) => members.periods(req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/member/info",
        summary: "The buyer's level, growth, next level, benefits and paid membership end (member-center)",
        tags,
        response: memberInfoSchema,
      },
      async (_in, req) => members.info(requireUser(req), req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/member/buy",
        summary: "Buy a membership period ({periodId, payType: 1 balance | 2 WeChat QR})",
        tags,
        body: memberBuyBody,
        response: memberBuyResultSchema,
      },
      async ({ body }, req) => members.buy(requireUser(req), body),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/member/order/:orderNo",
        summary: "A membership purchase's status (polled while the QR code is shown)",
        tags,
        params: memberOrderNoParams,
        response: memberOrderStatusSchema,
      },
      async ({ params }, req) => members.orderStatus(requireUser(req), params.orderNo),
    );
  };
}
