import type { AppContext } from "../context.ts";
import { flowEvents } from "../infra/db/schema/index.ts";
import { mallDate } from "../infra/time.ts";
import { addDays } from "../modules/flow/days.ts";
import { generateDay } from "../modules/flow/generate.ts";
import { flowServiceOf } from "../modules/flow/service.ts";

/** Days of generated storefront traffic the demo starts with, ending yesterday. */
export const FLOW_DEMO_DAYS = 3;

/**
 * Demo flow analytics: the last FLOW_DEMO_DAYS days of generated visits (modules/flow/generate.ts)
 * over the first products of every shop, aggregated like the nightly job does, so the merchant
 * report and `npm run mall -- flow report` show data on a fresh start. Runs once: skipped when
 * any day has been aggregated. Orders and payments are not invented; those stages fill from
 * real checkouts.
 */
export async function ensureFlowDemo(ctx: AppContext, now = new Date()): Promise<number> {
  const done = await ctx.database.query("select 1 from flow_days_aggregated limit 1");
  if (done.length) return 0;
  const products = await ctx.database.query<{ prod_id: number; shop_id: number }>(
    `select prod_id, shop_id from (
       select prod_id, shop_id, row_number() over (partition by shop_id order by prod_id) as n
       from products where status = 1) p
     where n <= 8 order by prod_id`,
  );
  if (!products.length) return 0;
  const list = products.map((p) => ({ prodId: Number(p.prod_id), shopId: Number(p.shop_id) }));
  // About 80 visitors a day per shop (a small test catalogue gets fewer).
  const visitors = Math.min(80 * new Set(list.map((p) => p.shopId)).size, 10 * list.length);
  const today = mallDate(now);
  let total = 0;
  for (let d = FLOW_DEMO_DAYS; d >= 1; d--) {
    const day = addDays(today, -d);
    const rows = generateDay({ day, products: list, visitors: visitors + d * 20 });
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.database.db.insert(flowEvents).values(rows.slice(i, i + 1000));
    await flowServiceOf(ctx).aggregate(day);
    total += rows.length;
  }
  return total;
}
