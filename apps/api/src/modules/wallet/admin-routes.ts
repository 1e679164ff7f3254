import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { balanceAdjustBody, fenToYuan } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { walletServiceOf } from "./service.ts";

const tags = ["platform"];

/** The platform's side of balances: manual adjustments (recorded with who and why). */
export function walletAdminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "POST",
        url: "/admin/wallet/adjust",
        platform: ["members"],
        summary: "Adjust a buyer's balance by hand (signed yuan, reason, requestId) — a ledger row with who and why",
        tags,
        body: balanceAdjustBody,
        response: z.object({ applied: z.boolean(), balance: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const r = await walletServiceOf(ctx).adjust({
          userId: body.userId,
          amount: body.amount,
          operator: `staff:${staff.staffId}`,
          note: body.reason,
          requestId: body.requestId,
          record: (tx, balance) =>
            recordPlatformOp(tx, staff, "member.balance", body.userId, {
              amount: fenToYuan(body.amount),
              balance: fenToYuan(balance),
              reason: body.reason,
            }),
        });
        return { applied: r.applied, balance: fenToYuan(r.balance) };
      },
    );
  };
}
