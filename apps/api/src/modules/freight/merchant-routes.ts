import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  freightTemplateBody,
  freightTemplateView,
  orderFieldsBody,
  orderFieldsView,
  templateIdParams,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { requireStaff } from "../../infra/http/auth.ts";
import { recordOp } from "../staff/op-log.ts";
import { freightServiceOf } from "./service.ts";

const tags = ["merchant"];

/**
 * A shop's freight templates and order-message fields on the merchant API (ADR 0042): everyone who
 * sells or ships may read them, the owner (settings) edits them; another shop's template is 404.
 */
export function merchantFreightRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = freightServiceOf(ctx);
    const db = ctx.database.db;
    route(
      app,
      {
        method: "GET",
        url: "/m/freight-templates",
        staff: ["settings", "products", "orders"],
        summary: "The shop's freight templates, the default (the one its products ship by) first",
        tags,
        response: z.array(freightTemplateView),
      },
      async (_in, req) => svc.list(requireStaff(req).shopId),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/freight-templates",
        staff: ["settings"],
        summary:
          "Create a freight template (fen): default charge, charges by region, free over an amount, regions not delivered to; the first is the default",
        tags,
        body: freightTemplateBody,
        response: freightTemplateView,
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        const made = await svc.create(staff.shopId, body, req.locale);
        await recordOp(db, staff, "settings.update", `freightTemplate:${made.templateId}`, { ...body });
        return made;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/freight-templates/:templateId",
        staff: ["settings"],
        summary: "Replace a freight template of the shop (isDefault 1 makes it the default)",
        tags,
        params: templateIdParams,
        body: freightTemplateBody,
        response: freightTemplateView,
      },
      async ({ params, body }, req) => {
        const staff = requireStaff(req);
        const saved = await svc.update(staff.shopId, params.templateId, body, req.locale);
        await recordOp(db, staff, "settings.update", `freightTemplate:${saved.templateId}`, { ...body });
        return saved;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/m/freight-templates/:templateId",
        staff: ["settings"],
        summary: "Delete a freight template of the shop; the default while others exist: A00031",
        tags,
        params: templateIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        const staff = requireStaff(req);
        await svc.remove(staff.shopId, params.templateId);
        await recordOp(db, staff, "settings.update", `freightTemplate:${params.templateId}`, { deleted: true });
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/shop/orderFields",
        staff: ["settings", "orders"],
        summary: "The order-message fields buyers fill in at checkout (required ones are marked *)",
        tags,
        response: orderFieldsView,
      },
      async (_in, req) => svc.orderFields(requireStaff(req).shopId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/shop/orderFields",
        staff: ["settings"],
        summary: "Set the order-message fields (at most 5, names in both languages, required or not)",
        tags,
        body: orderFieldsBody,
        response: orderFieldsView,
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        const saved = await svc.setOrderFields(staff.shopId, body);
        await recordOp(db, staff, "settings.update", "orderFields", { ...body });
        return saved;
      },
    );
  };
}
