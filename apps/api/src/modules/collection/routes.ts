import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  collectionIdParams,
  pageQuery,
  pageSchema,
  prodIdBody,
  prodIdQuery,
  shopIdBody,
  shopIdQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { collectionServiceOf } from "./service.ts";

const collectedProduct = z.object({
  collectionId: z.number(),
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number(),
  oriPrice: z.number(),
  status: z.number(),
  shopId: z.number(),
  collectTime: z.string(),
});
const collectedShop = z.object({
  collectionId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  status: z.number(),
  collectTime: z.string(),
});

/** uc-collection: `/p/user/collection/*` (goods) and `/p/shop/collection/*` (shops). */
export function collectionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const collections = collectionServiceOf(ctx);
    const tags = ["collection"];

    route(
      app,
      {
        method: "GET",
        url: "/p/user/collection/page",
        summary: "Collected goods, newest first (current, size)",
        tags,
        query: pageQuery,
        response: pageSchema(collectedProduct),
      },
      async ({ query }, req) => collections.prodPage(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/collection/isCollection",
        summary: "Whether the buyer collected the product",
        tags,
        query: prodIdQuery,
        response: z.boolean(),
      },
      async ({ query }, req) => collections.isProdCollected(requireUser(req), query.prodId),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/user/collection/addOrCancel",
        summary: "Collect or un-collect a product → collected now",
        tags,
        body: prodIdBody,
        response: z.boolean(),
      },
      async ({ body }, req) => collections.toggleProd(requireUser(req), body.prodId),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/collection/count",
        summary: "Number of collected goods",
        tags,
        response: z.number(),
      },
      async (_in, req) => collections.countProds(requireUser(req)),
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/p/user/collection/:collectionId",
        summary: "Remove a collected product by record id (404 if not the buyer's)",
        tags,
        params: collectionIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await collections.removeProd(requireUser(req), params.collectionId);
        return null;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/shop/collection/page",
        summary: "Collected shops, newest first (current, size)",
        tags,
        query: pageQuery,
        response: pageSchema(collectedShop),
      },
      async ({ query }, req) => collections.shopPage(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/shop/collection/isCollection",
        summary: "Whether the buyer collected the shop",
        tags,
        query: shopIdQuery,
        response: z.boolean(),
      },
      async ({ query }, req) => collections.isShopCollected(requireUser(req), query.shopId),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/shop/collection/addOrCancel",
        summary: "Collect or un-collect a shop → collected now",
        tags,
        body: shopIdBody,
        response: z.boolean(),
      },
      async ({ body }, req) => collections.toggleShop(requireUser(req), body.shopId),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/shop/collection/count",
        summary: "Number of collected shops",
        tags,
        response: z.number(),
      },
      async (_in, req) => collections.countShops(requireUser(req)),
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/p/shop/collection/:collectionId",
        summary: "Remove a collected shop by record id (404 if not the buyer's)",
        tags,
        params: collectionIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await collections.removeShop(requireUser(req), params.collectionId);
        return null;
      },
    );
  };
}
