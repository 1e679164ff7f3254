import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  opLogEntry,
  opLogQuery,
  pageSchema,
  staffCreateBody,
  staffMember,
  staffParams,
  staffPasswordBody,
  staffProfile,
  staffRoleBody,
  staffStatusBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { staffServiceOf } from "./service.ts";

const tags = ["seller staff"];

function signedIn(req: FastifyRequest) {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}

/** The seller center's staff routes under `/m/`: the signed-in profile (any role), the rest the owner's. */
export function staffShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const staff = staffServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/staff/me",
        staff: "any",
        summary: "The signed-in staff member: name, role, what the role may use, the shop's name and logo",
        tags,
        response: staffProfile,
      },
      async (_in, req) => staff.profile(signedIn(req), req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/staff/list",
        staff: ["staff"],
        summary: "The shop's staff accounts with role, status and whether sign-in is locked",
        tags,
        response: z.array(staffMember),
      },
      async (_in, req) => staff.list(signedIn(req)),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/staff",
        staff: ["staff"],
        summary: "Add a staff account with a role (operations, fulfilment, service) and a password",
        tags,
        body: staffCreateBody,
        response: z.object({ staffId: z.number() }),
      },
      async ({ body }, req) => staff.create(signedIn(req), body),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/staff/:staffId/role",
        staff: ["staff"],
        summary: "Change a staff member's role (not the owner's)",
        tags,
        params: staffParams,
        body: staffRoleBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await staff.setRole(signedIn(req), params.staffId, body.role);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/staff/:staffId/status",
        staff: ["staff"],
        summary: "Disable (0: signs out everywhere) or enable (1) a staff account (not the owner's)",
        tags,
        params: staffParams,
        body: staffStatusBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await staff.setStatus(signedIn(req), params.staffId, body.status);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/staff/:staffId/password",
        staff: ["staff"],
        summary: "Set a staff member's password: ends their sessions and lifts sign-in locks",
        tags,
        params: staffParams,
        body: staffPasswordBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await staff.resetPassword(signedIn(req), params.staffId, body.password);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/staff/:staffId/unlock",
        staff: ["staff"],
        summary: "Lift every sign-in lock and delay of a staff account",
        tags,
        params: staffParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await staff.unlock(signedIn(req), params.staffId);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/oplog/page",
        staff: ["staff"],
        summary: "The shop's operation log, newest first, by action, staff member and days",
        tags,
        query: opLogQuery,
        response: pageSchema(opLogEntry),
      },
      async ({ query }, req) => staff.opLog(signedIn(req), query),
    );
  };
}
