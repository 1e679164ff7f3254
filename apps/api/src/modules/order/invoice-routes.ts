import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { invoiceDetailSchema, invoiceExchangeBody, invoiceOrderParams, invoiceOrderQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { nowMs } from "../../infra/time.ts";
import { route } from "../../infra/http/route.ts";
import { invoiceServiceOf } from "../invoice/service.ts";
import { buyerOrderForInvoice } from "./invoices.ts";

const tags = ["invoice"];
const downloadQuery = z.object({ inline: z.enum(["0", "1"]).optional() });

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
        response: invoiceDetailSchema,
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
        summary:
          "The issued invoice as a PDF (application/pdf); ?inline=1 to show it in the browser (/FilePreview?type=invoice)",
        tags,
        params: invoiceOrderParams,
        query: downloadQuery,
        produces: "application/pdf",
      },
      async ({ params, query }, req, reply) => {
        const userId = requireUser(req);
        const { order, lines } = await buyerOrderForInvoice(ctx, userId, params.orderNumber);
        const pdf = await invoices.pdf(userId, order, await lines());
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `${query.inline === "1" ? "inline" : "attachment"}; filename="${pdf.filename}"`,
          )
          .header("cache-control", "private, no-store")
          .send(pdf.bytes);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/invoice/exchange",
        summary: "Ask the shop to re-issue an issued invoice with another title (invoiced → exchanging)",
        description:
          "Body {orderNumber, invoice: {invoiceType: 1, headerType, headerName, taxNumber}}. Refused (A00001, nothing changed) " +
          "while the invoice is applying, while an exchange is pending, or when the title is unchanged; another buyer's order is A03000.",
        tags,
        body: invoiceExchangeBody,
        response: invoiceDetailSchema,
      },
      async ({ body }, req) => {
        const userId = requireUser(req);
        const { order } = await buyerOrderForInvoice(ctx, userId, body.orderNumber);
        await invoices.requestExchange(userId, order, body.invoice, new Date(nowMs(ctx)));
        return invoices.detail(userId, order, req.locale);
      },
    );
  };
}
