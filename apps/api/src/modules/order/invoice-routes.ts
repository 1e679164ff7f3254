import type { FastifyPluginAsync } from "fastify";
import { invoiceOrderParams, invoiceOrderQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { invoiceServiceOf } from "../invoice/service.ts";
import { buyerOrderForInvoice } from "./invoices.ts";

const tags = ["invoice"];

/** `/invoice-detail`: details and states, and the PDF of the issued invoice (the order finds the order, the invoice module answers). */
export function invoiceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const invoices = invoiceServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/p/invoice/detail",
        summary: "Invoice of an order: header, taxpayer ID, amount, state (applying | invoiced)",
        tags,
        query: invoiceOrderQuery,
      },
      async ({ query }, req) => {
        const userId = requireUser(req);
        const { order } = await buyerOrderForInvoice(ctx, userId, query.orderNumber);
        return invoices.detail(userId, order, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/invoice/download/:orderNumber",
        summary: "The issued invoice as a PDF (application/pdf)",
        tags,
        params: invoiceOrderParams,
      },
      async ({ params }, req, reply) => {
        const userId = requireUser(req);
        const { order, lines } = await buyerOrderForInvoice(ctx, userId, params.orderNumber);
        const pdf = await invoices.pdf(userId, order, await lines());
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${pdf.filename}"`)
          .header("cache-control", "private, no-store")
          .send(pdf.bytes);
      },
    );
  };
}
