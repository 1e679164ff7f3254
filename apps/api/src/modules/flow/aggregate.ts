import { sql } from "drizzle-orm";
import { FLOW_PAGE, FLOW_VISIT } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { orderServiceOf } from "../order/service.ts";

/**
 * Aggregates one China-time day of raw events into the daily tables (kept forever). Idempotent:
 * the day's rows are replaced in one transaction, so a retried or repeated job gives the same result.
 *
 * Attribution to a shop (shopId 0 rows are the whole mall):
 * - a product detail view and an add to cart belong to the product's shop (from the catalogue,
 *   whatever shopId the browser sent); another page belongs to the shop the browser named, if it exists;
 * - order and pay stages come from events carrying orderNumbers (the payment page): each order
 *   number counts only for its own buyer, per product line; "pay" means the order was paid when
 *   the aggregation ran (the job runs after the day ends).
 * Funnel figures are distinct visitors (uuid); a page's uv is distinct uuids, pv is views.
 */
export async function aggregateDay(ctx: AppContext, day: string): Promise<{ events: number }> {
  const db = ctx.database.db;
  const q = <T>(text: string) => ctx.database.query<T>(text, [day]);
  const [prodRows, shopRows, orderRows, [count]] = await Promise.all([
    q<{ prod_id: number }>(`select distinct prod_id from flow_events where day = $1 and prod_id is not null`),
    q<{ shop_id: number }>(`select distinct shop_id from flow_events where day = $1 and shop_id is not null`),
    q<{ n: string }>(
      `select distinct unnest(order_numbers) as n from flow_events where day = $1 and order_numbers is not null`,
    ),
    q<{ n: string | number }>(`select count(*) as n from flow_events where day = $1`),
  ]);
  const owners = await catalogServiceOf(ctx).productOwners(prodRows.map((r) => Number(r.prod_id)));
  const shops = await catalogServiceOf(ctx).existingShops(shopRows.map((r) => Number(r.shop_id)));
  const lines = await orderServiceOf(ctx).linesOf(orderRows.map((r) => r.n));
  const ps = JSON.stringify([...owners].map(([prod_id, o]) => ({ prod_id, shop_id: o.shopId })));
  const ks = JSON.stringify([...shops].map((shop_id) => ({ shop_id })));
  const ol = JSON.stringify(
    lines.map((l) => ({
      order_number: l.orderNumber,
      user_id: l.userId,
      shop_id: l.shopId,
      prod_id: l.prodId,
      paid: l.paid,
    })),
  );
  const detail = FLOW_PAGE.productDetail;
  const view = FLOW_VISIT.view;
  const cart = FLOW_VISIT.addToCart;
  const resolved = sql`
    ps as (select * from jsonb_to_recordset(${ps}::jsonb) as t(prod_id int, shop_id int)),
    ks as (select * from jsonb_to_recordset(${ks}::jsonb) as t(shop_id int)),
    ol as (select * from jsonb_to_recordset(${ol}::jsonb) as t(order_number text, user_id int, shop_id int, prod_id int, paid boolean)),
    views as (
      select f.uuid, f.page_id, f.prev_page_id,
             case when f.page_id = ${detail} then ps.shop_id else ks.shop_id end as shop_id
      from flow_events f
      left join ps on ps.prod_id = f.prod_id
      left join ks on ks.shop_id = f.shop_id
      where f.day = ${day} and f.visit_type = ${view}
    ),
    scoped as (
      select v.uuid, v.page_id, v.prev_page_id, s.shop_id
      from views v cross join lateral (values (0), (v.shop_id)) as s(shop_id)
      where s.shop_id is not null
    )`;
  await db.transaction(async (tx) => {
    for (const table of ["flow_page_daily", "flow_source_daily", "flow_funnel_daily", "flow_days_aggregated"])
      await tx.execute(sql`delete from ${sql.identifier(table)} where day = ${day}`);
    await tx.execute(sql`
      with ${resolved}
      insert into flow_page_daily (day, shop_id, page_id, pv, uv)
      select ${day}::date, shop_id, page_id, count(*), count(distinct uuid) from scoped group by shop_id, page_id`);
    await tx.execute(sql`
      with ${resolved}
      insert into flow_source_daily (day, shop_id, page_id, prev_page_id, pv)
      select ${day}::date, shop_id, page_id, prev_page_id, count(*) from scoped group by shop_id, page_id, prev_page_id`);
    await tx.execute(sql`
      with ${resolved},
      stages as (
        select ps.shop_id, f.prod_id, f.uuid, 1 as stage
        from flow_events f join ps on ps.prod_id = f.prod_id
        where f.day = ${day} and f.page_id = ${detail} and f.visit_type = ${view}
        union all
        select ps.shop_id, f.prod_id, f.uuid, 2
        from flow_events f join ps on ps.prod_id = f.prod_id
        where f.day = ${day} and f.visit_type = ${cart}
        union all
        select ol.shop_id, ol.prod_id, f.uuid, st.stage
        from flow_events f
        cross join lateral unnest(f.order_numbers) as o(n)
        join ol on ol.order_number = o.n and ol.user_id = f.user_id
        cross join lateral (values (3), (case when ol.paid then 4 end)) as st(stage)
        where f.day = ${day} and f.order_numbers is not null and st.stage is not null
      )
      insert into flow_funnel_daily (day, shop_id, prod_id, viewers, carters, orderers, payers)
      select ${day}::date, g.shop_id, g.prod_id,
             count(distinct s.uuid) filter (where s.stage = 1),
             count(distinct s.uuid) filter (where s.stage = 2),
             count(distinct s.uuid) filter (where s.stage = 3),
             count(distinct s.uuid) filter (where s.stage = 4)
      from stages s
      cross join lateral (values (s.shop_id, s.prod_id), (s.shop_id, 0), (0, s.prod_id), (0, 0)) as g(shop_id, prod_id)
      group by g.shop_id, g.prod_id`);
    // The shop's distinct visitors of the day, for the seller center's dashboard (shop_daily_stats).
    await tx.execute(sql`update shop_daily_stats set visitors = null where day = ${day}`);
    await tx.execute(sql`
      with ${resolved}
      insert into shop_daily_stats (shop_id, day, visitors)
      select shop_id, ${day}::date, count(distinct uuid) from scoped where shop_id <> 0 group by shop_id
      on conflict (shop_id, day) do update set visitors = excluded.visitors`);
    // The whole mall's distinct visitors of the day, for the platform dashboard (mall_daily_visitors).
    await tx.execute(sql`
      with ${resolved}
      insert into mall_daily_visitors (day, visitors)
      select ${day}::date, count(distinct uuid) from scoped where shop_id = 0
      on conflict (day) do update set visitors = excluded.visitors`);
    await tx.execute(
      sql`insert into flow_days_aggregated (day, events, aggregated_at) values (${day}, ${Number(count?.n ?? 0)}, now())`,
    );
  });
  return { events: Number(count?.n ?? 0) };
}

/** Deletes raw events of days before `keepFrom` (yyyy-MM-dd); returns how many. Aggregates stay. */
export async function deleteRawBefore(ctx: AppContext, keepFrom: string): Promise<number> {
  const rows = await ctx.database.query<{ n: string | number }>(
    `with d as (delete from flow_events where day < $1 returning 1) select count(*) as n from d`,
    [keepFrom],
  );
  return Number(rows[0]?.n ?? 0);
}
