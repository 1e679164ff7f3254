import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import { type Locale, type MerchantOrderDetail, type MerchantOrderSearch, type OrderStatusValue } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import * as q from "./queries.ts";
import { shopOrderFilter } from "./shop-filter.ts";
import { ORDER_TEXT } from "./texts.ts";
import { detailView } from "./views.ts";

/*
 * The seller center's order reads beyond the list (service.ts shopOrders): status tabs with
 * counts, one order's full detail, and the CSV export. Another shop's order answers A03000 like
 * an unknown one.
 */

const TABS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Each status tab's count under the search; status 0 is all of them. */
export async function shopOrderTabs(ctx: AppContext, shopId: number, search: MerchantOrderSearch) {
  const byStatus = await q.countsByStatusWhere(ctx.database.db, shopOrderFilter(shopId, search));
  const tabs = TABS.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  return [{ status: 0, count: tabs.reduce((n, t) => n + t.count, 0) }, ...tabs];
}

export async function shopOrderDetail(
  ctx: AppContext,
  shopId: number,
  orderNumber: string,
  locale: Locale,
): Promise<MerchantOrderDetail> {
  const db = ctx.database.db;
  const o = await q.byNumber(db, orderNumber, { shopId });
  if (!o) throw new AppError("A03000");
  const [items, events, invoices, buyerMobile] = await Promise.all([
    q.itemsOf(db, [o.orderId]),
    q.eventsOf(db, o.orderId),
    q.invoicesOf(db, [o.orderId]),
    q.buyerMobile(db, o.userId),
  ]);
  const autoAt = o.shippedAt
    ? new Date(o.shippedAt.getTime() + commerceSettingsOf(ctx).autoConfirmDays * 86_400_000)
    : null;
  const view = detailView(o, items.get(o.orderId) ?? [], events, invoices.get(o.orderId), locale, nowMs(ctx), autoAt);
  return { ...view, buyerMobile };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The shop's orders of a day range as CSV (UTF-8 with a BOM, so spreadsheet programs read the
 * Chinese right), read in keyset batches of 500 while the client downloads: memory stays flat
 * however many orders the range holds. Column titles in the request's language.
 */
export function shopOrderCsv(
  ctx: AppContext,
  shopId: number,
  range: { from: string; to: string; status: number },
  locale: Locale,
): Readable {
  const filter = {
    ...shopOrderFilter(shopId, range),
    ...(range.status > 0 ? { statuses: [range.status] } : {}),
  };
  const h = ORDER_TEXT.csvHeader;
  const csv = stringify({ bom: true, header: true, columns: h.map((c) => c[locale]) });
  async function* rows() {
    let after = 0;
    for (;;) {
      const batch = await q.batchAfter(ctx.database.db, filter, after, 500);
      if (batch.length === 0) return;
      const items = await q.itemsOf(
        ctx.database.db,
        batch.map((o) => o.orderId),
      );
      for (const o of batch) {
        const lines = items.get(o.orderId) ?? [];
        const reduce = o.total + o.freight - o.actualTotal; // every reduction, the member discount too
        yield [
          o.orderNumber,
          mallDateTime(o.createdAt),
          pick(locale, ...statusText(o.status as OrderStatusValue)),
          lines.map((i) => `${pick(locale, i.prodNameZh, i.prodNameEn)} ×${i.count}`).join("; "),
          yuan(o.total),
          yuan(o.freight),
          yuan(reduce),
          yuan(o.actualTotal),
          o.paidAt ? mallDateTime(o.paidAt) : "",
          o.addr.receiver,
          o.addr.mobile,
          `${o.addr.province}${o.addr.city}${o.addr.area}${o.addr.addr}`,
          o.remarks,
          o.carrier ?? "",
          o.trackingNumber ?? "",
        ];
      }
      after = batch.at(-1)!.orderId;
    }
  }
  return Readable.from(rows()).pipe(csv);
}

function statusText(status: OrderStatusValue): [string, string] {
  const t = ORDER_TEXT.statusNames[status];
  return [t.zh, t.en];
}
