import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  balanceLogQuery,
  balanceLogRecord,
  fenToYuan,
  pageSchema,
  rechargeBody,
  rechargeNoParams,
  rechargePreset,
  rechargeResult,
  rechargeStatusView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { rechargeServiceOf } from "./recharge.ts";
import { walletServiceOf } from "./service.ts";

const tags = ["wallet"];

/** uc-balance: the balance and its ledger. */
export function walletRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const wallet = walletServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/p/user/balance",
        summary: "Balance (yuan)",
        tags,
        response: z.object({ balance: z.number() }),
      },
      async (_in, req) => ({
        balance: fenToYuan(await wallet.balance(requireUser(req))),
      }),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/balance/log",
        summary: "Balance movements, newest first",
        tags,
        query: balanceLogQuery,
        response: pageSchema(balanceLogRecord),
      },
      async ({ query }, req) => wallet.log(requireUser(req), query, req.locale),
    );
    const recharge = rechargeServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/p/user/recharge/presets",
        summary: "Top-up tiers (yuan) with their bonus",
        tags,
        response: z.array(rechargePreset),
      },
      async () => recharge.presets(),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/user/recharge",
        summary: "Start a top-up ({presetId} or {amount} yuan 0.01–100,000) → WeChat QR code",
        tags,
        body: rechargeBody,
        response: rechargeResult,
      },
      async ({ body }, req) => recharge.start(requireUser(req), body),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/recharge/:rechargeNo",
        summary: "A top-up's status (polled while the QR code is shown)",
        tags,
        params: rechargeNoParams,
        response: rechargeStatusView,
      },
      async ({ params }, req) => recharge.status(requireUser(req), params.rechargeNo),
    );
  };
}
