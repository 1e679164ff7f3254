import type { FastifyPluginAsync } from "fastify";
import { shopSettings, shopSettingsBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { actorOf, recordOp } from "../staff/op-log.ts";
import { shopSettingsRow, updateShopSettings } from "./queries.ts";

const tags = ["seller settings"];

/**
 * The shop's own settings in the seller center: logo, introduction (zh/en) and customer-service
 * hours. A save shows on the storefront's shop pages at their next revalidation (the "shops"
 * catalogue tag) and is written to the operation log.
 */
export function shopSettingsShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const db = ctx.database.db;
    const read = async (shopId: number) => {
      const row = await shopSettingsRow(db, shopId);
      if (!row) throw new AppError("A00004");
      return row;
    };
    route(
      app,
      {
        method: "GET",
        url: "/m/shop/settings",
        staff: ["settings"],
        summary: "The shop's logo, introduction and customer-service hours",
        tags,
        response: shopSettings,
      },
      async (_in, req) => read(actorOf(req).shopId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/shop/settings",
        staff: ["settings"],
        summary: "Save the shop's logo (an uploaded picture), introduction and customer-service hours",
        tags,
        body: shopSettingsBody,
        response: shopSettings,
      },
      async ({ body }, req) => {
        const actor = actorOf(req);
        await updateShopSettings(db, actor.shopId, body);
        await bumpCatalogVersion(ctx, "shops");
        await recordOp(db, actor, "settings.update", "shop", { ...body });
        return read(actor.shopId);
      },
    );
  };
}
