import { sql } from "drizzle-orm";
import type { Locale, PlatformSalesReport } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { pick } from "../../infra/http/locale.ts";
import { addDay, mallDayStart } from "./settle.ts";

type Rows<T> = { rows: T[] };
const n = (v: unknown) => Number(v ?? 0);
const DAY_SQL = (col: string) => `to_char(${col} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Mall-wide sales over mall days from..to (inclusive), straight from the orders and refunds: paid
 * amount and orders by the day they were paid, refunds by the day they succeeded; by day, by shop,
 * and the goods paid by first-level category.
 */
export async function platformSales(db: Tx, from: string, to: string, locale: Locale): Promise<PlatformSalesReport> {
  const start = mallDayStart(from).toISOString();
  const end = mallDayStart(to, 1).toISOString();
  const q = async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as Rows<T>).rows;
  const [paid, refunded, cats] = await Promise.all([
    q<{ day: string; shop_id: number; name_zh: string; name_en: string; paid: string; orders: number }>(`
      select ${DAY_SQL("o.paid_at")} as day, o.shop_id, s.name_zh, s.name_en,
             sum(o.actual_total)::bigint as paid, count(*)::int as orders
        from orders o join shops s on s.shop_id = o.shop_id
       where o.paid_at >= '${start}' and o.paid_at < '${end}'
       group by 1, o.shop_id, s.name_zh, s.name_en`),
    q<{ day: string; shop_id: number; name_zh: string; name_en: string; refunds: string }>(`
      select ${DAY_SQL("r.refunded_at")} as day, r.shop_id, s.name_zh, s.name_en, sum(r.refund_amount)::bigint as refunds
        from refunds r join shops s on s.shop_id = r.shop_id
       where r.status = 5 and r.refunded_at >= '${start}' and r.refunded_at < '${end}'
       group by 1, r.shop_id, s.name_zh, s.name_en`),
    q<{ category_id: number; name_zh: string; name_en: string; paid: string; items: number }>(`
      select top.category_id, top.name_zh, top.name_en, sum(i.actual_total)::bigint as paid, sum(i.count)::int as items
        from order_items i
        join orders o on o.order_id = i.order_id
        join categories c on c.category_id = i.category_id
        left join categories p on p.category_id = c.parent_id
        left join categories g on g.category_id = p.parent_id
        join categories top on top.category_id = coalesce(g.category_id, p.category_id, c.category_id)
       where o.paid_at >= '${start}' and o.paid_at < '${end}'
       group by top.category_id, top.name_zh, top.name_en
       order by paid desc, top.category_id`),
  ]);
  const days = new Map<string, { day: string; paid: number; orders: number; refunds: number }>();
  for (let d = from; d <= to; d = addDay(d, 1)) days.set(d, { day: d, paid: 0, orders: 0, refunds: 0 });
  const shops = new Map<number, { shopId: number; shopName: string; paid: number; orders: number; refunds: number }>();
  const shop = (r: { shop_id: number; name_zh: string; name_en: string }) => {
    const id = n(r.shop_id);
    let s = shops.get(id);
    if (!s)
      shops.set(id, (s = { shopId: id, shopName: pick(locale, r.name_zh, r.name_en), paid: 0, orders: 0, refunds: 0 }));
    return s;
  };
  for (const r of paid) {
    const d = days.get(r.day);
    if (d) {
      d.paid += n(r.paid);
      d.orders += n(r.orders);
    }
    const s = shop(r);
    s.paid += n(r.paid);
    s.orders += n(r.orders);
  }
  for (const r of refunded) {
    const d = days.get(r.day);
    if (d) d.refunds += n(r.refunds);
    shop(r).refunds += n(r.refunds);
  }
  const dayList = [...days.values()];
  return {
    from,
    to,
    days: dayList,
    shops: [...shops.values()].sort((a, b) => b.paid - a.paid || a.shopId - b.shopId),
    categories: cats.map((c) => ({
      categoryId: n(c.category_id),
      categoryName: pick(locale, c.name_zh, c.name_en),
      paid: n(c.paid),
      items: n(c.items),
    })),
    total: {
      paid: dayList.reduce((a, d) => a + d.paid, 0),
      orders: dayList.reduce((a, d) => a + d.orders, 0),
      refunds: dayList.reduce((a, d) => a + d.refunds, 0),
    },
  };
}
