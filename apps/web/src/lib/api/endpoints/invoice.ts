import type { FilePreviewType, FilePreviewView, InvoiceChoice, InvoiceDetail } from "@souk/contract";
import { endpoint } from "../endpoint";

/** `/invoice-detail`: the invoice of one order (A03000 when there is none or it is not yours). */
export const invoiceDetailEndpoint = (orderNumber: string) =>
  endpoint<InvoiceDetail>("GET", "/p/invoice/detail", { query: { orderNumber } });

/** Same-origin download of the issued PDF (the token cookie travels with a plain link). */
export function invoiceDownloadHref(orderNumber: string): string {
  return `/api/p/invoice/download/${encodeURIComponent(orderNumber)}`;
}

/** Ask the shop to re-issue the issued invoice with another title (invoiced → exchanging). */
export const invoiceExchangeEndpoint = (orderNumber: string, invoice: InvoiceChoice) =>
  endpoint<InvoiceDetail>("POST", "/p/invoice/exchange", { body: { orderNumber, invoice } });

/**
 * `/FilePreview?type=&id=`: the buyer's own file(s), name and inline URLs (404 for anyone else's).
 * type `invoice` (id = order number) or `proof` (id = refundSn: an after-sales application's photos).
 */
export const filePreviewEndpoint = (type: FilePreviewType, id: string) =>
  endpoint<FilePreviewView>("GET", "/p/file/preview", { query: { type, id } });

/** `/FilePreview` of an order's issued invoice. */
export function invoicePreviewHref(orderNumber: string): string {
  return `/FilePreview?type=invoice&id=${encodeURIComponent(orderNumber)}`;
}

/** `/FilePreview` of the proof photos of one of the buyer's after-sales applications. */
export function proofPreviewHref(refundSn: string): string {
  return `/FilePreview?type=proof&id=${encodeURIComponent(refundSn)}`;
}
