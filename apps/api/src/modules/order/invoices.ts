import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import type { MerchantInvoiceRow } from "@souk/contract";
import { issueShopInvoice, reissueShopInvoice, shopInvoiceRows } from "../invoice/service.ts";
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
