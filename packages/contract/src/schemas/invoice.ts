import { z } from "zod";
import { invoiceChoiceSchema, orderNumberSchema } from "./order.ts";

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
  /** 1 applying, 2 invoiced, 3 exchanging (an exchange is pending; the issued invoice stays valid). */
  status: 1 | 2 | 3;
  statusLabel: "applying" | "invoiced" | "exchanging";
  /** Issued invoice number, "" while applying. */
  invoiceNo: string;
  applyTime: string;
  issueTime: string | null;
  /** `GET /p/invoice/download/:orderNumber` (PDF) once invoiced, else null. */
  downloadUrl: string | null;
  /** The pending exchange (state 3), else null. */
  exchange: InvoiceExchangeView | null;
}

/** The invoice's states as the buyer sees them (invoice/state.ts on the API holds the transitions). */
export const InvoiceState = { APPLYING: 1, INVOICED: 2, EXCHANGING: 3 } as const;

/**
 * `POST /p/invoice/exchange`: ask the shop to re-issue an issued invoice with another title
 * (personal ↔ unit, name, taxpayer ID). Same rules as the choice at submit; only the normal
 * electronic invoice (invoiceType 1) exists, so 0 ('no invoice') is refused.
 */
export const invoiceExchangeBody = z
  .object({ orderNumber: orderNumberSchema, invoice: z.unknown() })
  .transform((v, ctx) => {
    const r = invoiceChoiceSchema.safeParse(v.invoice);
    if (!r.success) {
      for (const i of r.error.issues)
        ctx.addIssue({ code: "custom", path: ["invoice", ...i.path.map(String)], message: i.message });
      return z.NEVER;
    }
    if (r.data.invoiceType !== 1) {
      ctx.addIssue({ code: "custom", path: ["invoice", "invoiceType"], message: "v.exchangeInvoiceType" });
      return z.NEVER;
    }
    return { orderNumber: v.orderNumber, invoice: r.data };
  });
export type InvoiceExchangeBody = z.output<typeof invoiceExchangeBody>;

/** A pending or past exchange of an invoice. */
export const invoiceExchangeView = z.object({
  exchangeId: z.number(),
  orderNumber: z.string(),
  headerType: z.union([z.literal(1), z.literal(2)]),
  headerName: z.string(),
  taxNumber: z.string(),
  oldInvoiceNo: z.string(),
  /** "" while pending. */
  newInvoiceNo: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  statusLabel: z.enum(["pending", "reissued"]),
  requestTime: z.string(),
  reissueTime: z.string().nullable(),
});
export type InvoiceExchangeView = z.infer<typeof invoiceExchangeView>;

export const invoiceDetailSchema = z.object({
  orderNumber: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  invoiceType: z.literal(1),
  headerType: z.union([z.literal(1), z.literal(2)]),
  headerName: z.string(),
  taxNumber: z.string(),
  content: z.string(),
  amount: z.number(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  statusLabel: z.enum(["applying", "invoiced", "exchanging"]),
  invoiceNo: z.string(),
  applyTime: z.string(),
  issueTime: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** The pending exchange (state 3), else null. */
  exchange: invoiceExchangeView.nullable(),
});

/** `GET /m/invoice/list`: the shop's invoices, newest first; `exchanging=1` only those with a pending exchange. */
export const merchantInvoiceListQuery = z.object({
  exchanging: z.enum(["0", "1"], { error: "v.orderStatus" }).optional(),
});
export const merchantInvoiceRow = z.object({
  orderNumber: z.string(),
  headerType: z.union([z.literal(1), z.literal(2)]),
  headerName: z.string(),
  taxNumber: z.string(),
  amount: z.number(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  statusLabel: z.enum(["applying", "invoiced", "exchanging"]),
  invoiceNo: z.string(),
  applyTime: z.string(),
  exchange: invoiceExchangeView.nullable(),
});
export type MerchantInvoiceRow = z.infer<typeof merchantInvoiceRow>;

/**
 * `/FilePreview?type=&id=` and `GET /p/file/preview` (same names): the buyer's own files shown in
 * the browser. type `invoice`: the issued invoice PDF of the order `id`; type `proof`: the proof
 * photos of the buyer's after-sales application `id` (a refundSn). Someone else's file, or one that
 * does not exist, answers the same 404 (A00013).
 */
export const FILE_PREVIEW_TYPES = ["invoice", "proof"] as const;
export type FilePreviewType = (typeof FILE_PREVIEW_TYPES)[number];
export const filePreviewQuery = z.object({
  type: z.enum(FILE_PREVIEW_TYPES, { error: "v.previewType" }),
  id: z.string({ error: "v.previewId" }).regex(/^\d{20,32}$/, { error: "v.previewId" }),
});
/** One file of a preview: a same-origin path (behind the web's `/api` proxy) answering the bytes inline. */
export const previewFile = z.object({
  name: z.string(),
  contentType: z.string(),
  url: z.string(),
});
export const filePreviewView = z.object({
  type: z.enum(FILE_PREVIEW_TYPES),
  id: z.string(),
  /** What the page titles the preview with, e.g. "发票 2026…", "售后凭证 2026…". */
  name: z.string(),
  /** The first file's type and URL (an invoice has exactly one file). */
  contentType: z.string(),
  url: z.string(),
  /** Every file, in order (a proof may have up to 5 photos). */
  files: z.array(previewFile).min(1),
});
export type FilePreviewView = z.infer<typeof filePreviewView>;
