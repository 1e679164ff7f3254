import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  rechargeBody,
  rechargeNoParams,
  rechargePreset,
  rechargePresetsBody,
  rechargeResult,
  rechargeStatusView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff, requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { rechargeServiceOf } from "./service.ts";

const tags = ["wallet"];
const adminTags = ["platform"];

/** uc-balance top-ups (the buyer pays through WeChat, the wallet is credited once) and the platform's tiers. */
export function rechargeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
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
    route(
      app,
      {
        method: "GET",
        url: "/admin/recharge/presets",
        platform: ["marketing"],
        summary: "Top-up tiers",
        tags: adminTags,
        response: z.array(rechargePreset),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return recharge.presets();
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/recharge/presets",
        platform: ["marketing"],
        summary: "Replace the top-up tiers ({presets: [{amount, bonus}]}, yuan)",
        tags: adminTags,
        body: rechargePresetsBody,
        response: z.array(rechargePreset),
      },
      async ({ body }, req) => {
        requirePlatformStaff(req);
        return recharge.setPresets(body.presets);
      },
    );
  };
}
