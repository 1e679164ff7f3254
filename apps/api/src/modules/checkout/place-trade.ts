import { sql } from "drizzle-orm";
import type { SubmitOrderResult } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { abortWith } from "../../infra/db/abort.ts";
import type { Tx } from "../../infra/db/client.ts";
import { reservationCtes, type StockLine } from "../catalog/inventory.ts";
import { useTokenSql } from "./queries.ts";
import { tradeCtes, type TradeToWrite } from "./write-trade.ts";

/** Why `placeTrade`'s statement rolled itself back (the message of its `souk_abort`). */
export type PlaceMiss = { token: true } | { stock: number[] };

/** Reads the reason `placeTrade`'s statement aborted with (`abortReason` of its error). */
export function placeMiss(reason: string): PlaceMiss {
  if (reason.startsWith("stock:")) return { stock: reason.slice(6).split(",").map(Number) };
  return { token: true };
}

/**
 * Submit's writes in ONE statement (ADR 0031-submit-path, follow-up 2), each a CTE, in this order:
 *
 *  1. `tok`: the token consumed with the submit's result (`used_at is null and expires_at > at`);
 *  2. the trade, its orders with items and "submit" events, the unpaid-timeout job (new rows only);
 *  3. stock last: the SKU rows locked in id order — only once `tok` consumed the token, so a
 *     second submit of the token waits on the token row holding nothing else — with
 *     `stock >= n AND status = 1 AND price = priced`, then the product rows in id order.
 *
 * A conditional write that missed aborts the whole statement (`souk_abort`: token included, and the
 * caller's transaction with it) with "token" or "stock:<missed SKU ids>" — read it with
 * `abortReason` then `placeMiss`. Answers the orders created, in the breakdown's shop order.
 */
export async function placeTrade(
  ctx: AppContext,
  tx: Tx,
  p: {
    userId: number;
    hash: string;
    /** What the submit asked for (request-fingerprint.ts), kept with the token's use. */
    requestHash: string;
    at: Date;
    result: SubmitOrderResult;
    trade: TradeToWrite;
    stock: StockLine[];
  },
): Promise<{ shopId: number; orderId: number; orderNumber: string }[]> {
  const reserve = reservationCtes(p.stock, sql`exists (select 1 from tok)`);
  if (!reserve) throw new Error("placeTrade: a trade without lines");
  const missed = sql`(select string_agg(w.sku_id::text, ',') from want w where w.sku_id not in (select sku_id from taken))`;
  const r = await tx.execute(sql`with tok as (${useTokenSql(tx, p.userId, p.hash, p.at, p.result, p.requestHash)}),
    ${tradeCtes(ctx, tx, p.trade)},
    ${reserve.ctes}
    select case
             when not exists (select 1 from tok) then ${abortWith(sql`'token'`)}
             when (select count(*) from taken) < ${reserve.skuIds.length} then ${abortWith(sql`'stock:' || ${missed}`)}
             else 0
           end as ok,
           (select json_agg(json_build_object('order_id', o.order_id, 'order_number', o.order_number, 'shop_id', o.shop_id) order by o.order_id) from o) as orders`);
  const [row] = (r as unknown as { rows: { orders: unknown }[] }).rows;
  const raw = typeof row!.orders === "string" ? JSON.parse(row!.orders) : row!.orders;
  return (raw as { order_id: number | string; order_number: string; shop_id: number | string }[]).map((o) => ({
    shopId: Number(o.shop_id),
    orderId: Number(o.order_id),
    orderNumber: o.order_number,
  }));
}
