import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../infra/db/client.ts";
import { financeAdjustments, financeSettledDays, financeSettlements } from "../../infra/db/schema/index.ts";

/*
 * Settling a mall day (ADR 0049). Everything is computed in SQL on integer fen; the rounding rule
 * lives in COMMISSION_SQL only:
 *   a line's commission = round half up (line paid amount × its category's rate / 10000), to the fen;
 *   a refund's commission back = the same rule on the refunded amount, at most the line's commission.
 * Orders belong to the day they were paid; refunds to the day they succeeded. A refund of an order
 * paid the same day is in that day's refunds; a refund of an order of an earlier day is an
 * adjustment line of the day it succeeded (that earlier day is settled and never changes).
 */

/** Round half up of amount × bp / 10000, in integers (amounts and rates are never negative). */
const commissionSql = (amount: string, bp: string) => `((${amount}) * (${bp}) + 5000) / 10000`;

/** Start of a mall day (UTC+8) as an instant. */
export function mallDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
}

export function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface DayFigures {
  shopId: number;
  orders: number;
  paid: number;
  refunds: number;
  commission: number;
  adjustment: number;
  owed: number;
}

export interface AdjustmentLine {
  refundId: number;
  shopId: number;
  refundSn: string;
  orderNumber: string;
  orderDay: string;
  refundAmount: number;
  commissionBack: number;
}

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

/** The figures of a mall day per shop, and its adjustment lines, as they are now (read-only). */
export async function computeDay(db: Tx, day: string): Promise<{ shops: DayFigures[]; adjustments: AdjustmentLine[] }> {
  const start = mallDayStart(day).toISOString();
  const end = mallDayStart(day, 1).toISOString();
  const sales = (await db.execute(
    sql.raw(`
    select o.shop_id, count(*)::int as orders, sum(o.actual_total)::bigint as paid,
           coalesce(sum(lc.commission), 0)::bigint as commission
      from orders o
      left join lateral (
        select sum(${commissionSql("i.actual_total", "c.commission_rate")}) as commission
          from order_items i join categories c on c.category_id = i.category_id
         where i.order_id = o.order_id) lc on true
     where o.paid_at >= '${start}' and o.paid_at < '${end}'
     group by o.shop_id`),
  )) as unknown as Rows<{ shop_id: number; orders: number; paid: string; commission: string }>;
  const refunds = (await db.execute(
    sql.raw(`
    select r.refund_id, r.refund_sn, r.shop_id, o.order_number, r.refund_amount,
           to_char(o.paid_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') as order_day,
           (o.paid_at >= '${start}') as same_day,
           least(${commissionSql("r.refund_amount", "c.commission_rate")},
                 ${commissionSql("i.actual_total", "c.commission_rate")}) as commission_back
      from refunds r
      join orders o on o.order_id = r.order_id
      join order_items i on i.order_item_id = r.order_item_id
      join categories c on c.category_id = i.category_id
     where r.status = 5 and r.refunded_at >= '${start}' and r.refunded_at < '${end}'
     order by r.refund_id`),
  )) as unknown as Rows<{
    refund_id: string;
    refund_sn: string;
    shop_id: number;
    order_number: string;
    refund_amount: string;
    order_day: string;
    same_day: boolean;
    commission_back: string;
  }>;

  const byShop = new Map<number, DayFigures>();
  const shop = (shopId: number) => {
    let f = byShop.get(shopId);
    if (!f) {
      f = { shopId, orders: 0, paid: 0, refunds: 0, commission: 0, adjustment: 0, owed: 0 };
      byShop.set(shopId, f);
    }
    return f;
  };
  for (const s of sales.rows) {
    const f = shop(Number(s.shop_id));
    f.orders = num(s.orders);
    f.paid = num(s.paid);
    f.commission += num(s.commission);
  }
  const adjustments: AdjustmentLine[] = [];
  for (const r of refunds.rows) {
    const f = shop(Number(r.shop_id));
    const amount = num(r.refund_amount);
    const back = num(r.commission_back);
    if (r.same_day) {
      f.refunds += amount;
      f.commission -= back;
    } else {
      f.adjustment += amount - back;
      adjustments.push({
        refundId: num(r.refund_id),
        shopId: f.shopId,
        refundSn: r.refund_sn,
        orderNumber: r.order_number,
        orderDay: r.order_day,
        refundAmount: amount,
        commissionBack: back,
      });
    }
  }
  const shops = [...byShop.values()]
    .map((f) => ({ ...f, owed: f.paid - f.refunds - f.commission - f.adjustment }))
    .sort((a, b) => a.shopId - b.shopId);
  return { shops, adjustments };
}

/**
 * Settles one mall day once: claims the day (a row in finance_settled_days; a second claim — a
 * repeat of the job, another process — finds it and does nothing) and writes every shop's figures
 * and the adjustment lines in the same transaction, so a crash leaves either all or nothing.
 * Answers whether this call settled it.
 */
export async function settleDay(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(financeSettledDays)
      .values({ day, shops: 0 })
      .onConflictDoNothing()
      .returning({ day: financeSettledDays.day });
    if (claimed.length === 0) return false;
    const { shops, adjustments } = await computeDay(tx, day);
    if (shops.length > 0) await tx.insert(financeSettlements).values(shops.map((s) => ({ ...s, day })));
    if (adjustments.length > 0)
      await tx.insert(financeAdjustments).values(adjustments.map(({ ...a }) => ({ ...a, day })));
    await tx.update(financeSettledDays).set({ shops: shops.length }).where(eq(financeSettledDays.day, day));
    return true;
  });
}

/** The last settled day, or null. */
export async function lastSettledDay(db: Tx): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`max(${financeSettledDays.day})` }).from(financeSettledDays);
  return row?.day ?? null;
}

/** The first mall day with a payment (where settling starts), or null when nothing was ever paid. */
export async function firstPaidDay(db: Tx): Promise<string | null> {
  const r = (await db.execute(
    sql`select to_char(min(paid_at) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') as day from orders where paid_at is not null`,
  )) as unknown as Rows<{ day: string | null }>;
  return r.rows[0]?.day ?? null;
}
