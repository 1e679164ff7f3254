import type { Database } from "../../infra/db/client.ts";

/** A mall day (UTC+8) of a timestamp column, as yyyy-MM-dd. */
const mallDay = (col: string) => `to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * The mall's figures per day from `from` (an instant: the start of the first mall day) on:
 * paid amount and orders summed over the shops' maintained daily rows (ADR 0035; the day index of
 * shop_daily_stats' primary key is per shop, so this reads shops × 30 rows at most), members and
 * shops created per day (range scans of created_at).
 */
export async function mallDailyRows(database: Database, fromDay: string, toDay: string, fromInstant: Date) {
  const [paid, members, shops] = await Promise.all([
    database.query<{ day: string; paid_amount: string | number; paid_orders: string | number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, sum(paid_amount) as paid_amount, sum(paid_orders) as paid_orders
       from shop_daily_stats where day between $1 and $2 group by day`,
      [fromDay, toDay],
    ),
    database.query<{ day: string; n: string | number }>(
      `select ${mallDay("created_at")} as day, count(*) as n from users where created_at >= $1 group by 1`,
      [fromInstant.toISOString()],
    ),
    database.query<{ day: string; n: string | number }>(
      `select ${mallDay("created_at")} as day, count(*) as n from shops
       where created_at >= $1 and status <> -1 group by 1`,
      [fromInstant.toISOString()],
    ),
  ]);
  return {
    paid: new Map(paid.map((r) => [r.day, { amount: Number(r.paid_amount), orders: Number(r.paid_orders) }])),
    members: new Map(members.map((r) => [r.day, Number(r.n)])),
    shops: new Map(shops.map((r) => [r.day, Number(r.n)])),
  };
}
