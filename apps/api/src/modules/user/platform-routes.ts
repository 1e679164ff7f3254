import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  balanceLogRecord,
  giftCardView,
  memberInfoSchema,
  orderListItem,
  pageQuery,
  pageSchema,
  platformGrowthLogView,
  platformMemberOrdersQuery,
  platformMemberParams,
  platformMemberQuery,
  platformMemberStatusBody,
  platformMemberView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { giftCardServiceOf } from "../giftcard/service.ts";
import { memberServiceOf } from "../member/service.ts";
import { orderServiceOf } from "../order/service.ts";
import { pointsServiceOf } from "../points/service.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { platformMembersOf } from "./platform-members.ts";

const tags = ["platform"];
const pointsLogRecord = z.object({
  logId: z.number(),
  points: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  reasonText: z.string(),
  refType: z.string(),
  refId: z.string(),
  note: z.string().nullable(),
  createTime: z.string(),
});

/**
 * The platform console's members: search, one buyer's accounts as the buyer sees them
 * (orders, balance and points ledgers, level and growth, gift cards) and disable / re-enable.
 * Balance and points adjustments are `/admin/wallet/adjust` and `/admin/points/adjust`.
 */
export function platformMemberRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const members = platformMembersOf(ctx);
    const get = <Q extends z.ZodType, R extends z.ZodType>(
      url: string,
      summary: string,
      query: Q | undefined,
      response: R,
      load: (userId: number, query: z.output<Q>, locale: "zh" | "en") => Promise<z.output<R>>,
    ) =>
      route(
        app,
        { method: "GET", url, platform: ["members"], summary, tags, params: platformMemberParams, query, response },
        async ({ params, query: qv }, req) => {
          requirePlatformStaff(req);
          await members.one(params.userId, req.locale); // 404 for an unknown buyer
          // The generic helper loses the route's response type; `response` still checks the answer.
          return (await load(params.userId, qv as z.output<Q>, req.locale)) as never;
        },
      );

    route(
      app,
      {
        method: "GET",
        url: "/admin/members/page",
        platform: ["members"],
        summary: "Buyers whose phone, nickname or account contains `keyword`, newest first (phone masked)",
        tags,
        query: platformMemberQuery,
        response: pageSchema(platformMemberView),
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return members.page(query, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/members/:userId",
        platform: ["members"],
        summary: "One buyer: profile, balance, points, growth level and status",
        tags,
        params: platformMemberParams,
        response: platformMemberView,
      },
      async ({ params }, req) => {
        requirePlatformStaff(req);
        return members.one(params.userId, req.locale);
      },
    );
    get(
      "/admin/members/:userId/orders",
      "The buyer's orders (as in their order list; status filter as the buyer's)",
      platformMemberOrdersQuery,
      pageSchema(orderListItem),
      (userId, query, locale) => orderServiceOf(ctx).list(userId, query, locale),
    );
    get(
      "/admin/members/:userId/balance-log",
      "The buyer's balance ledger, newest first",
      pageQuery,
      pageSchema(balanceLogRecord),
      (userId, query, locale) => walletServiceOf(ctx).log(userId, query, locale),
    );
    get(
      "/admin/members/:userId/points-log",
      "The buyer's points ledger, newest first",
      pageQuery,
      pageSchema(pointsLogRecord),
      (userId, query, locale) => pointsServiceOf(ctx).log(userId, query, locale),
    );
    get(
      "/admin/members/:userId/member",
      "The buyer's level, growth and benefits (as their member center shows)",
      undefined,
      memberInfoSchema,
      (userId, _q, locale) => memberServiceOf(ctx).info(userId, locale),
    );
    get(
      "/admin/members/:userId/growth-log",
      "The buyer's latest growth ledger rows (50), newest first",
      undefined,
      z.array(platformGrowthLogView),
      (userId, _q, locale) => memberServiceOf(ctx).growthLog(userId, locale),
    );
    get(
      "/admin/members/:userId/gift-cards",
      "The buyer's bound gift cards (card numbers masked)",
      undefined,
      z.array(giftCardView),
      (userId) => giftCardServiceOf(ctx).list(userId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/members/:userId/status",
        platform: ["members"],
        summary: "Disable (0: sign-in refused, every session ended) or re-enable (1) a buyer, with a reason",
        tags,
        params: platformMemberParams,
        body: platformMemberStatusBody,
        response: platformMemberView,
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        await members.setStatus(staff, params.userId, body.status, body.reason);
        return members.one(params.userId, req.locale);
      },
    );
  };
}
