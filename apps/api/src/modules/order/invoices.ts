import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import type { FilePreviewView, Locale, MerchantInvoiceRow } from "@souk/contract";
import { notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { invoiceServiceOf, issueShopInvoice, reissueShopInvoice, shopInvoiceRows } from "../invoice/service.ts";
import { INVOICE_TEXT } from "../invoice/texts.ts";
import * as oq from "./queries.ts";

/*
 * The order's side of its invoice. The order module finds the order (its own tables) and hands
 * what the invoice needs to the invoice module, which never reads orders: the dependency runs
 * order → invoice only (it used to run both ways, an import cycle).
 */

/** The invoice 'issue' transition for a shop (merchant API / CLI): its own paid order, applying → invoiced. */
export async function issueOrderInvoice(ctx: AppContext, shopId: number, orderNumber: string): Promise<void> {
  const at = new Date(nowMs(ctx));
  await ctx.database.db.transaction(async (tx) => {
    const o = await oq.byNumber(tx, orderNumber, { shopId });
    if (!o) throw new AppError("A03000");
    await issueShopInvoice(tx, o, at);
  });
}

/** The invoice 'reissue' transition for a shop (merchant API / CLI): exchanging → invoiced with the new title. */
export async function reissueOrderInvoice(ctx: AppContext, shopId: number, orderNumber: string): Promise<void> {
  const at = new Date(nowMs(ctx));
  await ctx.database.db.transaction(async (tx) => {
    const o = await oq.byNumber(tx, orderNumber, { shopId });
    if (!o) throw new AppError("A03000");
    await reissueShopInvoice(tx, o, at);
  });
}

/** A shop's invoices (`GET /m/invoice/list`), newest first; only those with a pending exchange when asked. */
export function shopInvoiceList(
  ctx: AppContext,
  shopId: number,
  onlyExchanging: boolean,
): Promise<MerchantInvoiceRow[]> {
  const db = ctx.database.db;
  return shopInvoiceRows(db, shopId, onlyExchanging, (ids) => oq.numbersOf(db, ids));
}

/** A buyer's order for its invoice (A03000 when it is not theirs), with its lines for the PDF. */
export async function buyerOrderForInvoice(ctx: AppContext, userId: number, orderNumber: string) {
  const db = ctx.database.db;
  const o = await oq.byNumber(db, orderNumber, { userId });
  if (!o) throw new AppError("A03000");
  return {
    order: o,
    lines: async () => (await oq.itemsOf(db, [o.orderId])).get(o.orderId) ?? [],
  };
}

/**
 * `GET /p/file/preview?type=invoice&id=<orderNumber>`: the issued invoice PDF of the buyer's own
 * order. Someone else's order, a missing one, an order without an invoice and an invoice not issued
 * yet all answer the same 404 (A00013).
 */
export async function invoicePreview(
  ctx: AppContext,
  userId: number,
  orderNumber: string,
  locale: Locale,
): Promise<FilePreviewView> {
  const missing = () => notFound(INVOICE_TEXT.previewMissing);
  const found = await buyerOrderForInvoice(ctx, userId, orderNumber).catch(() => null);
  if (!found) throw missing();
  const d = await invoiceServiceOf(ctx)
    .detail(userId, found.order, locale)
    .catch(() => null);
  if (!d || !d.downloadUrl) throw missing();
  const file = {
    name: `${pick(locale, INVOICE_TEXT.previewName.zh, INVOICE_TEXT.previewName.en)} ${d.invoiceNo}`,
    contentType: "application/pdf",
    url: `${d.downloadUrl}?inline=1`,
  };
  return { type: "invoice", id: orderNumber, ...file, files: [file] };
}
