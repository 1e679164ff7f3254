import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { pageSchema, pointsAdjustBody, pointsLogQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff, requireUser } from "../../infra/http/auth.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { pointsServiceOf } from "./service.ts";

const tags = ["points"];

const infoSchema = z.object({
  points: z.number(),
  expiringPoints: z.number(),
  expireTime: z.string(),
  earnPerYuan: z.number(),
  pointsPerYuan: z.number(),
  maxSharePercent: z.number(),
  expiryYears: z.number(),
  registerBonus: z.number(),
  reviewBonus: z.number(),
});
const logSchema = z.object({
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

/** uc-integral (balance, history, what expires soon) and the platform's manual adjustment; the points mall is modules/points-mall. */
export function pointsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const points = pointsServiceOf(ctx);
    points.register();
    app.addHook("onReady", async () => {
      await points.ensureScheduled().catch((err: unknown) => app.log.warn({ err }, "points expiry not scheduled"));
    });
    route(
      app,
      {
        method: "GET",
        url: "/p/points/info",
        summary: "Points held, what expires at the next yearly expiry, and the rules",
        tags,
        response: infoSchema,
      },
      async (_in, req) => points.info(requireUser(req)),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/points/log",
        summary: "Points history (the ledger), newest first",
        tags,
        query: pointsLogQuery,
        response: pageSchema(logSchema),
      },
      async ({ query }, req) => points.log(requireUser(req), query, req.locale),
    );

    // ---------------------------------------------------------------- platform
    route(
      app,
      {
        method: "POST",
        url: "/admin/points/adjust",
        platform: ["members"],
        summary: "Adjust a buyer's points by hand (signed points, reason, requestId) — a ledger row with who and why",
        tags: ["platform"],
        body: pointsAdjustBody,
        response: z.object({ applied: z.boolean(), points: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const r = await points.adjust({
          userId: body.userId,
          points: body.points,
          operator: `staff:${staff.staffId}`,
          note: body.reason,
          requestId: body.requestId,
          record: (tx, balance) =>
            recordPlatformOp(tx, staff, "member.points", body.userId, {
              points: body.points,
              balance,
              reason: body.reason,
            }),
        });
        return { applied: r.applied, points: r.balance };
      },
    );
  };
}
