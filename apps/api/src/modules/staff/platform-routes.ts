import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  pageSchema,
  platformOpLogEntry,
  platformOpLogQuery,
  platformStaffCreateBody,
  platformStaffMember,
  platformStaffRoleBody,
  staffParams,
  staffPasswordBody,
  staffStatusBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { staffServiceOf } from "./service.ts";

const tags = ["platform staff"];

/**
 * The platform console's staff page (`/admin/staff`, permission `staff`: super administrators):
 * platform accounts (shop_staff rows without a shop) through the seller center's code path, and
 * the console's operation log. Every change is written to that log in its transaction.
 */
export function staffPlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const staff = staffServiceOf(ctx);
    const of = (req: Parameters<typeof requirePlatformStaff>[0]) => staff.platform(requirePlatformStaff(req));
    route(
      app,
      {
        method: "GET",
        url: "/admin/staff/list",
        platform: ["staff"],
        summary: "The platform's staff accounts with role, status and whether sign-in is locked",
        tags,
        response: z.array(platformStaffMember),
      },
      async (_in, req) => of(req).list(),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/staff",
        platform: ["staff"],
        summary: "Add a platform account with a role (super, operations, service, finance) and a password",
        tags,
        body: platformStaffCreateBody,
        response: z.object({ staffId: z.number() }),
      },
      async ({ body }, req) => of(req).create(body),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/staff/:staffId/role",
        platform: ["staff"],
        summary: "Change a platform account's role (never the last enabled super administrator's, nor one's own)",
        tags,
        params: staffParams,
        body: platformStaffRoleBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await of(req).setRole(params.staffId, body.role);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/staff/:staffId/status",
        platform: ["staff"],
        summary: "Disable (0: signs out everywhere) or enable (1) a platform account; the last super stays enabled",
        tags,
        params: staffParams,
        body: staffStatusBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await of(req).setStatus(params.staffId, body.status);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/staff/:staffId/password",
        platform: ["staff"],
        summary: "Set a platform account's password: ends its sessions and lifts sign-in locks",
        tags,
        params: staffParams,
        body: staffPasswordBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await of(req).resetPassword(params.staffId, body.password);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/staff/:staffId/unlock",
        platform: ["staff"],
        summary: "Lift every sign-in lock and delay of a platform account",
        tags,
        params: staffParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await of(req).unlock(params.staffId);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/oplog/page",
        platform: ["staff"],
        summary: "The platform console's operation log, newest first, by action, staff member and mall days",
        tags,
        query: platformOpLogQuery,
        response: pageSchema(platformOpLogEntry),
      },
      async ({ query }, req) => of(req).opLog(query),
    );
  };
}
