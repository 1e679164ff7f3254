import { z } from "zod";
import { orderNumberSchema } from "./order.ts";

/*
 * Invoices (`/invoice-detail`). An invoice is asked for at submit (one per order, i.e. per shop)
 * and is `applying` until it is issued — by the shop (`PUT /m/invoice/issue/:orderNumber`) or
 * automatically when the buyer receives the goods — then `invoiced` and downloadable as a PDF.
 */
export const InvoiceStatus = { APPLYING: 1, INVOICED: 2 } as const;

export const invoiceOrderQuery = z.object({ orderNumber: orderNumberSchema });
export const invoiceOrderParams = z.object({ orderNumber: orderNumberSchema });

/** `GET /p/invoice/detail?orderNumber=` (A03000 when the order has no invoice or is not yours). */
export interface InvoiceDetail {
  orderNumber: string;
  shopId: number;
  shopName: string;
  /** 1 normal electronic invoice. */
  invoiceType: 1;
  /** 1 personal, 2 unit. */
  headerType: 1 | 2;
  headerName: string;
  /** "" for personal invoices. */
  taxNumber: string;
  /** What the invoice covers: "商品明细" / "Item details". */
  content: string;
  /** Invoice amount (yuan): what was paid for the order. */
  amount: number;
  status: 1 | 2;
  statusLabel: "applying" | "invoiced";
  /** Issued invoice number, "" while applying. */
  invoiceNo: string;
  applyTime: string;
  issueTime: string | null;
  /** `GET /p/invoice/download/:orderNumber` (PDF) once invoiced, else null. */
  downloadUrl: string | null;
}
