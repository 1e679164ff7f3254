import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  fenToYuan,
  memberBenefitsBody,
  memberGrowthBody,
  memberGrowthResultSchema,
  memberLevelBody,
  memberLevelEditBody,
  memberLevelParams,
  memberPeriodsBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import type { LevelRow, PeriodRow } from "./queries.ts";
import * as q from "./queries.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { memberServiceOf } from "./service.ts";

const tags = ["platform"];

const adminLevel = z.object({
  levelId: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  needGrowth: z.number(),
  paid: z.boolean(),
  discount: z.number(),
  freeShipping: z.boolean(),
  pointsMultiplier: z.number(),
  couponIds: z.array(z.number()),
});
const adminPeriod = z.object({
  periodId: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  days: z.number(),
  price: z.number(),
});

export function adminLevelView(l: LevelRow): z.infer<typeof adminLevel> {
  return {
    levelId: l.levelId,
    nameZh: l.nameZh,
    nameEn: l.nameEn,
    needGrowth: l.needGrowth,
    paid: l.paid,
    discount: l.discount,
    freeShipping: l.freeShipping,
    pointsMultiplier: l.pointsMultiplierTenths / 10,
    couponIds: l.couponIds,
  };
}
const periodView = (p: PeriodRow) => ({
  periodId: p.periodId,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  days: p.days,
  price: fenToYuan(p.price),
});

/** The platform's side of membership: levels and their benefits, periods, growth grants (with who and why). */
export function memberAdminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const members = memberServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/admin/member/levels",
        platform: ["members"],
        summary: "Member levels with their benefits",
        tags,
        response: z.array(adminLevel),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return (await members.adminLevels()).map(adminLevelView);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/member/levels",
        platform: ["members"],
        summary: "Add a level ({nameZh, nameEn, needGrowth, paid})",
        tags,
        body: memberLevelBody,
        response: adminLevel,
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const level = await members.addLevel(body);
        await recordPlatformOp(ctx.database.db, staff, "member.level.add", level.levelId, { ...body });
        return adminLevelView(level);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/member/levels/:levelId",
        platform: ["members"],
        summary: "Rename a level or move its growth threshold ({nameZh, nameEn, needGrowth})",
        tags,
        params: memberLevelParams,
        body: memberLevelEditBody,
        response: adminLevel,
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        const level = await members.editLevel(params.levelId, body);
        await recordPlatformOp(ctx.database.db, staff, "member.level.edit", params.levelId, { ...body });
        return adminLevelView(level);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/member/levels/:levelId/benefits",
        platform: ["members"],
        summary: "Set a level's benefits ({discount per cent paid, freeShipping, pointsMultiplier, couponIds})",
        tags,
        params: memberLevelParams,
        body: memberBenefitsBody,
        response: adminLevel,
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        const level = await members.setBenefits(params.levelId, body);
        await recordPlatformOp(ctx.database.db, staff, "member.level.benefits", params.levelId, { ...body });
        return adminLevelView(level);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/member/periods",
        platform: ["members"],
        summary: "Membership periods (yuan)",
        tags,
        response: z.array(adminPeriod),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return (await q.periods(ctx.database.db)).map(periodView);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/member/periods",
        platform: ["members"],
        summary: "Replace the membership periods ({periods: [{nameZh, nameEn, days, price yuan}]})",
        tags,
        body: memberPeriodsBody,
        response: z.array(adminPeriod),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        await members.setPeriods(body.periods);
        await recordPlatformOp(ctx.database.db, staff, "member.periods", "periods", {
          periods: body.periods.map((p) => ({ ...p, price: fenToYuan(p.price) })),
        });
        return (await q.periods(ctx.database.db)).map(periodView);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/member/growth",
        platform: ["members"],
        summary: "Grant or take back growth ({userId, amount, reason, requestId}) — a ledger row with who and why",
        tags,
        body: memberGrowthBody,
        response: memberGrowthResultSchema,
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const r = await members.adjustGrowth({
          userId: body.userId,
          amount: body.amount,
          operator: `staff:${staff.staffId}`,
          note: body.reason,
          requestId: body.requestId,
        });
        if (r.applied)
          await recordPlatformOp(ctx.database.db, staff, "member.growth", body.userId, {
            amount: body.amount,
            growth: r.growth,
            reason: body.reason,
          });
        return r;
      },
    );
  };
}
