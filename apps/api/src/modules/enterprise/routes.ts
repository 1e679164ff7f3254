import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { applyIdParams, enterpriseApplication, enterpriseApplyBody, shopRejectBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { enterpriseServiceOf } from "./service.ts";

const tags = ["enterprise"];
const listQuery = z.object({ all: z.enum(["0", "1"]).optional() });

/** Enterprise purchasing: the buyer's application (`/p/enterprise/...`) and the platform's answer (`/admin/enterprise/...`). */
export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = enterpriseServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/p/enterprise/apply",
        summary: "The buyer's enterprise application and its status (null before applying)",
        tags,
        response: enterpriseApplication.nullable(),
      },
      async (_, req) => svc.mine(requireUser(req), req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/enterprise/apply",
        summary:
          "Apply for enterprise purchasing (again after 'not passed'); refused while under review or once approved",
        tags,
        body: enterpriseApplyBody,
        response: enterpriseApplication,
      },
      async ({ body }, req) => svc.apply(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/enterprise/apply/list",
        platform: ["members"],
        summary: "Enterprise applications under review (?all=1: all), newest first",
        tags: ["platform", ...tags],
        query: listQuery,
        response: z.array(enterpriseApplication),
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return svc.list(query.all !== "1", req.locale);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/enterprise/apply/:applyId/approve",
        platform: ["members"],
        summary: "Approve an enterprise application",
        tags: ["platform", ...tags],
        params: applyIdParams,
        response: enterpriseApplication,
      },
      async ({ params }, req) => {
        requirePlatformStaff(req);
        return svc.decide(params.applyId, true, "", req.locale);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/enterprise/apply/:applyId/reject",
        platform: ["members"],
        summary: "Reject an enterprise application with the reason the applicant sees (1-200 characters)",
        tags: ["platform", ...tags],
        params: applyIdParams,
        body: shopRejectBody,
        response: enterpriseApplication,
      },
      async ({ params, body }, req) => {
        requirePlatformStaff(req);
        return svc.decide(params.applyId, false, body.reason, req.locale);
      },
    );
  };
}
