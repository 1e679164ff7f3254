import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  deliveryBody,
  merchantInvoiceListQuery,
  merchantInvoiceRow,
  merchantLoginBody,
  merchantLoginResult,
  merchantOrderDetail,
  merchantOrderExportQuery,
  merchantOrderParams,
  merchantOrderQuery,
  merchantOrderSearch,
  merchantOrderTabs,
  merchantOrderView,
  pageSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { staffTokenCacheOf } from "../../infra/auth/staff-token-cache.ts";
import { requireStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { shopOrderCsv, shopOrderDetail, shopOrderTabs } from "../order/shop-console.ts";
import { merchantServiceOf } from "./service.ts";
import { recordOp } from "../staff/op-log.ts";

const tags = ["merchant"];

/** The merchant API `/m/` (shop staff tokens; buyer tokens are refused by the auth hook). */
export function merchantRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const merchant = merchantServiceOf(ctx);

    route(
      app,
      {
        method: "POST",
        url: "/m/login",
        summary: "Shop staff sign-in → a staff token (7 days) for /m/ paths",
        tags,
        body: merchantLoginBody,
        response: merchantLoginResult,
      },
      async ({ body }, req) => merchant.login(body.userName, body.passWord, req.locale, req.ip),
    );
    route(
      app,
      { method: "POST", url: "/m/logout", staff: "any", summary: "Revoke the staff token", tags, response: z.null() },
      async (_in, req) => {
        requireStaff(req);
        await merchant.tokens.revoke(req.token!);
        await staffTokenCacheOf(ctx).sessionsChanged();
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/order/page",
        staff: ["orders"],
        summary: "The shop's orders by status (0 all), newest first; search by number prefix, buyer phone, days",
        tags,
        query: merchantOrderQuery,
        response: pageSchema(merchantOrderView),
      },
      async ({ query }, req) => merchant.orders(requireStaff(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/order/counts",
        staff: ["orders"],
        summary: "The count of each status tab (0 all) under the same search as the list",
        tags,
        query: merchantOrderSearch,
        response: merchantOrderTabs,
      },
      async ({ query }, req) => shopOrderTabs(ctx, requireStaff(req).shopId, query),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/order/info",
        staff: ["orders"],
        summary: "An order of the shop: lines, every reduction, freight, address, note, payment, logistics",
        tags,
        query: merchantOrderParams,
        response: merchantOrderDetail,
      },
      async ({ query }, req) => shopOrderDetail(ctx, requireStaff(req).shopId, query.orderNumber, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/order/export",
        staff: ["orders"],
        summary: "The shop's orders submitted in a day range (mall time, ≤ 366 days) as CSV, streamed",
        tags,
        query: merchantOrderExportQuery,
        produces: "text/csv",
      },
      async ({ query }, req, reply) => {
        const csv = shopOrderCsv(ctx, requireStaff(req).shopId, query, req.locale);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="orders-${query.from}-${query.to}.csv"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/order/delivery",
        staff: ["orders"],
        summary: "Ship a paid order of the shop (carrier, tracking number); schedules the automatic receipt",
        tags,
        body: deliveryBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        await merchant.ship(staff, body.orderNumber, body.carrier, body.trackingNumber);
        await recordOp(ctx.database.db, staff, "order.ship", body.orderNumber, {
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
        });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/invoice/issue/:orderNumber",
        staff: ["orders"],
        summary: "Issue the invoice the buyer asked for (applying → invoiced)",
        tags,
        params: merchantOrderParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await merchant.issueInvoice(requireStaff(req), params.orderNumber);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/invoice/list",
        staff: ["orders"],
        summary: "The shop's invoices, newest first (?exchanging=1: only those with an exchange pending)",
        tags,
        query: merchantInvoiceListQuery,
        response: z.array(merchantInvoiceRow),
      },
      async ({ query }, req) => merchant.invoices(requireStaff(req), query.exchanging === "1"),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/invoice/reissue/:orderNumber",
        staff: ["orders"],
        summary: "Re-issue an invoice with the title the buyer asked for (exchanging → invoiced, new number)",
        tags,
        params: merchantOrderParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await merchant.reissueInvoice(requireStaff(req), params.orderNumber);
        return null;
      },
    );
  };
}
