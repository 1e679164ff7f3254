import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { balanceLogQuery, balanceLogRecord, fenToYuan, pageSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
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
  };
}
