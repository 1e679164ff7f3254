import type { InvoiceDetail } from "@souk/contract";
import { endpoint } from "../endpoint";

/** `/invoice-detail`: the invoice of one order (A03000 when there is none or it is not yours). */
export const invoiceDetailEndpoint = (orderNumber: string) =>
  endpoint<InvoiceDetail>("GET", "/p/invoice/detail", { query: { orderNumber } });

/** Same-origin download of the issued PDF (the token cookie travels with a plain link). */
export function invoiceDownloadHref(orderNumber: string): string {
  return `/api/p/invoice/download/${encodeURIComponent(orderNumber)}`;
}
