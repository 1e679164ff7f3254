import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { merchantProdTag, prodTagBody, prodTagIdParams, prodTagProdsBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { prodTagAdminOf } from "./tag-admin.ts";

const tags = ["merchant"];

function staffShop(req: FastifyRequest): number {
  if (!req.staff) throw new AppError("A00004");
  return req.staff.shopId;
}

/**
 * The shop's product groups under `/m/prodTag` (staff token): list, create, edit, delete, and set
 * the products in order. Own shop only: another shop's group answers 404, another shop's product 400.
 */
export function merchantProdTagRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = prodTagAdminOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/m/prodTag/list",
        staff: ["products"],
        summary: "The shop's product groups (both titles, seq, style, status, product ids in order)",
        tags,
        response: z.array(merchantProdTag),
      },
      async (_in, req) => svc.list(staffShop(req)),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/prodTag",
        staff: ["products"],
        summary: "Create a product group (titles zh ≤ 20, en ≤ 40; seq, style 0-2, status 1 shown / 0 hidden)",
        tags,
        body: prodTagBody,
        response: z.object({ tagId: z.number() }),
      },
      async ({ body }, req) => svc.create(staffShop(req), body),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/prodTag/:tagId",
        staff: ["products"],
        summary: "Rename, reorder, restyle, show or hide one of the shop's groups",
        tags,
        params: prodTagIdParams,
        body: prodTagBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.update(staffShop(req), params.tagId, body);
        return null;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/m/prodTag/:tagId",
        staff: ["products"],
        summary: "Delete one of the shop's groups (its products stay)",
        tags,
        params: prodTagIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await svc.remove(staffShop(req), params.tagId);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/prodTag/:tagId/prods",
        staff: ["products"],
        summary: "Set the group's products in the order shown (the shop's own products only; replaces the list)",
        tags,
        params: prodTagIdParams,
        body: prodTagProdsBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.setProducts(staffShop(req), params.tagId, body.prodIds);
        return null;
      },
    );
  };
}
