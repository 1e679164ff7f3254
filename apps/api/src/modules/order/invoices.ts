import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import { issueShopInvoice } from "../invoice/service.ts";
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
