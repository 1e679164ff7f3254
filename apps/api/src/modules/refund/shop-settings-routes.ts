import { z } from "zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { noReasonReturnBody, returnAddressBody, returnAddressView } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { recordOp } from "../staff/op-log.ts";
import { returnAddress, setNoReasonReturn, setReturnAddress } from "./shop-settings.ts";

const tags = ["after-sales"];

function requireStaff(req: FastifyRequest) {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}

/** The shop's after-sales settings under /m/ (staff token, own shop only). */
export function shopSettingsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const db = ctx.database.db;
    route(
      app,
      {
        method: "GET",
        url: "/m/shop/returnAddress",
        staff: ["refunds", "settings"],
        summary: "The shop's return address (null when none)",
        tags,
        response: returnAddressView.nullable(),
      },
      async (_in, req) => returnAddress(db, requireStaff(req).shopId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/shop/returnAddress",
        staff: ["refunds", "settings"],
        summary: "Set the shop's return address (receiver, phone, region chain, detail)",
        tags,
        body: returnAddressBody,
        response: returnAddressView,
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        const saved = await setReturnAddress(db, staff.shopId, body, req.locale);
        await recordOp(db, staff, "settings.update", "returnAddress", { ...body });
        return saved;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/product/noReasonReturn",
        staff: ["products", "refunds"],
        summary: "Promise (or stop promising) 7-day no-reason returns on a product of the shop",
        tags,
        body: noReasonReturnBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        await setNoReasonReturn(db, staff.shopId, body.prodId, body.noReasonReturn);
        await recordOp(db, staff, "product.update", body.prodId, { noReasonReturn: body.noReasonReturn });
        return null;
      },
    );
  };
}
