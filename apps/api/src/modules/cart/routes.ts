import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { basketIdsBody, cartInfoBody, cartItem, cartShop, cartTotal, changeItemBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { cartServiceOf } from "./service.ts";

const tags = ["cart"];

/** Cart endpoints (mall4j dialect `/p/shopCart/...`, plus the mall4cloud `/ma/` count). */
export function cartRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cart = cartServiceOf(ctx);

    route(
      app,
      {
        method: "POST",
        url: "/p/shopCart/info",
        summary:
          "Cart lines that can be bought, grouped by shop (body [], or {} as mall4j clients send); each line carries count and createTime and their mall4j aliases prodCount and basketDate, plus shopName",
        tags,
        body: cartInfoBody,
        response: z.array(cartShop),
      },
      async (_in, req) => cart.info(requireUser(req), req.locale),
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/shopCart/expiryProdList",
        summary: "Cart lines that cannot be bought now (off shelf, deleted, sold out)",
        tags,
        response: z.array(cartItem),
      },
      async (_in, req) => cart.invalidItems(requireUser(req), req.locale),
    );

    route(
      app,
      {
        method: "DELETE",
        url: "/p/shopCart/cleanExpiryProdList",
        summary: "Remove every invalid line",
        tags,
        response: z.null(),
      },
      async (_in, req) => {
        await cart.cleanInvalid(requireUser(req));
        return null;
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/p/shopCart/changeItem",
        summary: "Add a delta to the line of a SKU (≤ 0 removes it); bounded by stock and the per-product limit",
        tags,
        body: changeItemBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await cart.changeItem(requireUser(req), body);
        return null;
      },
    );

    route(
      app,
      {
        method: "DELETE",
        url: "/p/shopCart/deleteItem",
        summary: "Remove lines by basket id",
        tags,
        body: basketIdsBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await cart.deleteItems(requireUser(req), body);
        return null;
      },
    );

    route(
      app,
      { method: "DELETE", url: "/p/shopCart/deleteAll", summary: "Empty the cart", tags, response: z.null() },
      async (_in, req) => {
        await cart.deleteAll(requireUser(req));
        return null;
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/p/shopCart/totalPay",
        summary: "Totals of the selected lines (server-side pricing pipeline)",
        tags,
        body: basketIdsBody,
        response: cartTotal,
      },
      async ({ body }, req) => cart.totalPay(requireUser(req), body),
    );

    route(
      app,
      {
        method: "POST",
        url: "/p/shopCart/moveToCollection",
        summary: "Collect the lines' products and remove the lines",
        tags,
        body: basketIdsBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await cart.moveToCollection(requireUser(req), body);
        return null;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/shopCart/prodCount",
        summary: "Pieces in the cart (badge)",
        tags,
        response: z.number(),
      },
      async (_in, req) => cart.count(requireUser(req)),
    );

    route(
      app,
      {
        method: "GET",
        url: "/mall4cloud_product/shop_cart/ma/prod_count",
        summary: "Pieces in the cart; 0 when logged out",
        tags,
        response: z.number(),
      },
      async (_in, req) => (req.userId === null ? 0 : cart.count(req.userId)),
    );
  };
}
