/**
 * Seller-center dashboard benchmark (ADR 0035): `GET /m/dashboard` on PostgreSQL with 1,000,000
 * orders, against a primary-key lookup measured in the same run (the baseline; machine load moves
 * both). The target: p95 ≤ 50 ms.
 *
 *   node --import tsx bench/dashboard.ts [--orders 1000000] [--runs 200] [--url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Makes its own database (dropped at the end), loads the demo shops, then generates the orders with
 * generate_series (30 days, spread over the shops and every status, a tenth of them refunded) and
 * the figures the triggers would have kept (the migration's backfill statement, once: loading a
 * million rows one trigger call at a time would measure the load, not the dashboard). The
 * dashboard is read through the real API (inject, a staff token) for the busiest shop.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv } from "../apps/api/src/infra/kv/index.ts";
import { shopDashboard } from "../apps/api/src/modules/dashboard/service.ts";
import { seed } from "../apps/api/src/seed/index.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    orders: { type: "string", default: "1000000" },
    runs: { type: "string", default: "200" },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);

const name = `souk_bench_dashboard_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: values.url });
await admin.connect();
await admin.query(`create database ${name}`);
const u = new URL(values.url!);
u.pathname = `/${name}`;
const database = await openDatabase({ url: u.toString(), statementTimeoutMs: 600_000 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-dashboard-"));
try {
  await migrate(database);
  const config = loadConfig({});
  const ctx = {
    config: { ...config, dataDir, maxInFlight: 0, maxInFlightPerRoute: 0, maxEventLoopDelayMs: 0 },
    database,
    tokens: new TokenStore(database.db, { cacheSeconds: config.tokenCacheSeconds }),
    jobs: new JobRunner(database),
    catalogChanges: new CatalogChanges(),
    kv: new MemoryKv(),
  };
  await seed(ctx, { products: 50, afterSalesDemo: false });

  const t0 = performance.now();
  const gen = async (label: string, text: string) => {
    const s = performance.now();
    await database.query(text);
    console.log(`  ${label.padEnd(28)} ${((performance.now() - s) / 1000).toFixed(1)} s`);
  };
  console.log(`generating ${ORDERS.toLocaleString("en")} orders`);
  await gen("buyers", `insert into users (nick_name) select 'bench' || g from generate_series(1, 10000) g`);
  await database.query("alter table orders disable trigger orders_daily_paid_insert");
  await gen(
    "trades",
    `insert into trades (pay_no, user_id, amount, status, expires_at, created_at, paid_at)
     select 'B' || lpad(g::text, 19, '0'), u.first + g % 10000, 10000, 1, now(), now() - (g % 30) * interval '1 day', now() - (g % 30) * interval '1 day'
     from generate_series(1, ${ORDERS}) g, (select min(user_id) as first from users where nick_name like 'bench%') u`,
  );
  await gen(
    "orders",
    `insert into orders (order_number, pay_no, user_id, shop_id, status, total, actual_total, product_nums, addr, created_at, paid_at)
     select 'B' || lpad(g::text, 23, '0'), 'B' || lpad(g::text, 19, '0'), t.user_id, s.ids[1 + g % array_length(s.ids, 1)],
            1 + g % 7, 10000 + g % 5000, 10000 + g % 5000, 1,
            '{"receiver":"张三","mobile":"13800138000","province":"北京市","city":"北京市","area":"东城区","addr":"1号","provinceId":11,"cityId":1101,"areaId":110101}'::jsonb,
            t.created_at, case when 1 + g % 7 in (1, 6) then null else t.paid_at end
     from generate_series(1, ${ORDERS}) g
     join trades t on t.pay_no = 'B' || lpad(g::text, 19, '0'),
     (select array_agg(shop_id order by shop_id) as ids from shops) s`,
  );
  await database.query("alter table orders enable trigger orders_daily_paid_insert");
  await gen(
    "daily figures (backfill)",
    `insert into shop_daily_stats (shop_id, day, paid_amount, paid_orders)
     select shop_id, ((paid_at at time zone 'UTC') + interval '8 hours')::date, sum(actual_total), count(*)
     from orders where paid_at is not null and order_number like 'B%' group by 1, 2
     on conflict (shop_id, day) do update set paid_amount = shop_daily_stats.paid_amount + excluded.paid_amount,
       paid_orders = shop_daily_stats.paid_orders + excluded.paid_orders`,
  );
  // What autovacuum does after a bulk load: statistics, and the visibility map the to-do counts'
  // index-only scans rely on.
  await gen("vacuum analyze", "vacuum analyze");
  console.log(`  total ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const [busiest] = await database.query<{ shop_id: number; n: number }>(
    "select shop_id, count(*)::int as n from orders group by shop_id order by n desc limit 1",
  );
  const shopId = Number(busiest!.shop_id);
  const app = await buildApp(ctx as never, { logger: false });
  try {
    const login = await app.inject({
      method: "POST",
      url: "/m/login",
      payload: { userName: `shop${shopId}`, passWord: "souk1234" },
    });
    const token = login.json().data.token as string;
    const measure = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < 10; i++) await fn();
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        await fn();
        xs.push(performance.now() - s);
      }
      xs.sort((a, b) => a - b);
      return { median: xs[Math.floor(RUNS / 2)]!, p95: xs[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]! };
    };
    const pk = await measure(() =>
      database.query("select order_id, status from orders where order_id = $1", [ORDERS / 2]),
    );
    const dash = await measure(async () => {
      const r = await app.inject({ method: "GET", url: "/m/dashboard", headers: { authorization: token } });
      if (r.statusCode !== 200) throw new Error(r.body);
    });
    const service = await measure(() => shopDashboard(ctx as never, shopId));
    const me = await measure(async () => {
      const r = await app.inject({ method: "GET", url: "/m/staff/me", headers: { authorization: token } });
      if (r.statusCode !== 200) throw new Error(r.body);
    });
    const body = (await app.inject({ method: "GET", url: "/m/dashboard", headers: { authorization: token } })).json();
    console.log(
      `\nPostgreSQL, ${ORDERS.toLocaleString("en")} orders; shop ${shopId} has ${busiest!.n.toLocaleString("en")}` +
        ` (to ship ${body.data.todo.toShip}); ${RUNS} runs each`,
    );
    const plan = await database.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers) select
        (select count(*)::int from orders where shop_id = $1 and status = 2),
        (select count(*)::int from refunds where shop_id = $1 and status in (1, 3)),
        (select count(*)::int from skus k join products p on p.prod_id = k.prod_id where p.shop_id = $1 and p.status = 1 and k.status = 1 and k.stock <= 10),
        (select count(*)::int from chat_conversations where shop_id = $1 and last_message_id > agent_read_id)`,
      [shopId],
    );
    console.log("  to-do counts' plan:\n" + plan.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
    console.log(`  primary-key lookup   median ${pk.median.toFixed(2)} ms  p95 ${pk.p95.toFixed(2)} ms`);
    console.log(
      `  GET /m/staff/me      median ${me.median.toFixed(2)} ms  p95 ${me.p95.toFixed(2)} ms  (a signed-in /m/ request)`,
    );
    console.log(
      `  dashboard service    median ${service.median.toFixed(2)} ms  p95 ${service.p95.toFixed(2)} ms  (its queries, no HTTP)`,
    );
    console.log(
      `  GET /m/dashboard     median ${dash.median.toFixed(2)} ms  p95 ${dash.p95.toFixed(2)} ms` +
        `  (×${(dash.p95 / pk.p95).toFixed(1)} the PK lookup's p95; target p95 ≤ 50 ms: ${dash.p95 <= 50 ? "met" : "MISSED"})`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
