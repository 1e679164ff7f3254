/**
 * Submit-order benchmark: throughput and latency of checkout at 32 concurrent buyers,
 * on PGlite and on PostgreSQL, against a plain single-row INSERT baseline measured in the same run.
 *
 *   npm run bench:submit -w @souk/bench
 *   BENCH_SECONDS=10 BENCH_BUYERS=32 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:submit -w @souk/bench
 *
 * Per database mode it creates a fresh database (PGlite in memory; on PostgreSQL a temporary
 * database, dropped at the end), migrates it, seeds a small catalogue (50 products) with high
 * stock, creates the buyers and their tokens through the app's own services, starts the real API
 * on 127.0.0.1 (random port) and drives it over HTTP with a bounded loop per buyer:
 *
 *   baseline: POST /bench/insert — a route added for the run that inserts one row (same process,
 *             same HTTP stack, same database): the cheapest possible write request;
 *   checkout: POST /p/order/confirm (buy now, one of 40 SKUs at random) then POST /p/order/submit —
 *             the full submitOrder workflow (token, price check, stock reservation, trade, order,
 *             items, timeout job) in one transaction.
 *
 * Each phase runs BENCH_SECONDS (default 10) after a 2 s warm-up, then stops by itself. PostgreSQL
 * is skipped when it cannot be reached. Only 127.0.0.1 is ever contacted.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { users } from "../apps/api/src/infra/db/schema/index.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv } from "../apps/api/src/infra/kv/index.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { seed } from "../apps/api/src/seed/index.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 32);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SKUS = 40;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name, latencies, ok, errors, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    ok,
    errors,
    perSecond: ok / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Runs `step(buyerIndex)` in a loop for every buyer until the time is up; `step` answers the
 * latencies (ms) of the requests it made, keyed by name, and whether it succeeded.
 */
async function drive(step, seconds) {
  const stats = new Map();
  const record = (name, ms, ok) => {
    const s = stats.get(name) ?? { latencies: [], ok: 0, errors: 0 };
    if (ok) {
      s.ok += 1;
      s.latencies.push(ms);
    } else s.errors += 1;
    stats.set(name, s);
  };
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      while (performance.now() < until) await step(i, record);
    }),
  );
  return [...stats].map(([name, s]) => summary(name, s.latencies, s.ok, s.errors, seconds));
}

async function post(base, url, token, body) {
  const started = performance.now();
  const res = await fetch(base + url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token ?? "", "accept-language": "en" },
    body: JSON.stringify(body),
  });
  const env = await res.json();
  return { ms: performance.now() - started, env };
}

async function openBenchDatabase(kind) {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `souk_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function pgReachable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function runMode(kind) {
  const { database, drop } = await openBenchDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-"));
  const ctx = {
    // Load shedding off: this bench measures checkout throughput at 32 concurrent buyers, not refusals.
    config: { ...loadConfig({}), dataDir, maxInFlight: 0, maxInFlightPerRoute: 0, maxEventLoopDelayMs: 0 },
    database,
    tokens: new TokenStore(database.db, { cacheSeconds: loadConfig({}).tokenCacheSeconds }),
    jobs: new JobRunner(database),
    catalogChanges: new CatalogChanges(),
    kv: new MemoryKv(),
  };
  let app;
  try {
    await migrate(database);
    await seed(ctx, { products: 50 });
    await database.query("update skus set stock = 10000000");
    await database.query(
      "create table bench_rows (id bigserial primary key, buyer int not null, v text not null, created_at timestamptz not null default now())",
    );
    const skus = (
      await database.query(
        `select k.sku_id, k.prod_id from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
          where p.status = 1 and k.status = 1 and s.status = 1 order by k.sku_id limit ${SKUS}`,
      )
    ).map((r) => ({ skuId: Number(r.sku_id), prodId: Number(r.prod_id) }));

    // Buyers through the app's services: users, tokens, one address each.
    const created = await database.db
      .insert(users)
      .values(Array.from({ length: BUYERS }, (_, i) => ({ nickName: `bench${i}` })))
      .returning({ userId: users.userId });
    const buyers = [];
    for (const u of created) buyers.push({ userId: u.userId, token: (await ctx.tokens.issue(u.userId)).token });
    await database.query(
      `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
       select u, '压测', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1 from unnest($1::int[]) as u`,
      [buyers.map((b) => b.userId)],
    );
    const addrs = await database.query("select user_id, addr_id from user_addresses where user_id = any($1::int[])", [
      buyers.map((b) => b.userId),
    ]);
    const addrOf = new Map(addrs.map((r) => [Number(r.user_id), Number(r.addr_id)]));

    app = await buildApp(ctx, { logger: false });
    app.post("/bench/insert", async (req) => {
      const { buyer } = req.body;
      await database.query("insert into bench_rows (buyer, v) values ($1, $2)", [buyer, "x"]);
      return { code: "00000", msg: null, data: null, success: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address();
    const base = `http://127.0.0.1:${port}`;

    const baselineStep = async (i, record) => {
      const r = await post(base, "/bench/insert", null, { buyer: i });
      record("insert", r.ms, r.env.code === "00000");
    };
    const checkoutStep = async (i, record) => {
      const b = buyers[i];
      const sku = skus[Math.floor(Math.random() * skus.length)];
      const c = await post(base, "/p/order/confirm", b.token, {
        buyNow: { prodId: sku.prodId, skuId: sku.skuId, count: 1 },
      });
      record("confirm", c.ms, c.env.code === "00000");
      if (c.env.code !== "00000") return;
      const s = await post(base, "/p/order/submit", b.token, {
        submitToken: c.env.data.submitToken,
        addrId: addrOf.get(b.userId),
      });
      record("submit", s.ms, s.env.code === "00000");
    };

    await drive(baselineStep, WARMUP_SECONDS);
    const baseline = await drive(baselineStep, SECONDS);
    await drive(checkoutStep, WARMUP_SECONDS);
    const checkout = await drive(checkoutStep, SECONDS);

    // Invariants after the run.
    const [neg] = await database.query("select count(*)::int as n from skus where stock < 0");
    const [orders] = await database.query("select count(*)::int as n from orders");
    return { kind, baseline, checkout, negativeStock: Number(neg.n), orders: Number(orders.n) };
  } finally {
    if (app) await app.close();
    await ctx.kv.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : "-");

async function main() {
  const modes = ["pglite"];
  if (await pgReachable()) modes.push("postgres");
  else console.log(`PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, "//…@")}: skipped`);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(
    `submit-order bench: ${BUYERS} concurrent buyers, ${SECONDS} s per phase (+${WARMUP_SECONDS} s warm-up), node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const results = [];
  for (const kind of modes) {
    process.stdout.write(`\n[${kind}] seeding and running…\n`);
    const r = await runMode(kind);
    results.push(r);
    const rows = [...r.baseline, ...r.checkout];
    console.log("  op        ok/s     p50 ms   p95 ms   p99 ms   ok      errors");
    for (const s of rows) {
      console.log(
        `  ${s.name.padEnd(8)} ${fmt(s.perSecond).padStart(8)} ${fmt(s.p50).padStart(8)} ${fmt(s.p95).padStart(8)} ${fmt(s.p99).padStart(8)}   ${String(s.ok).padEnd(7)} ${s.errors}`,
      );
    }
    const ins = r.baseline.find((s) => s.name === "insert");
    const sub = r.checkout.find((s) => s.name === "submit");
    console.log(
      `  load average after the run: ${load()} (other work on the machine skews absolute figures; the ratios compare phases of one run)`,
    );
    console.log(
      `  ratios vs single-row insert: submit throughput ${fmt(sub.perSecond / ins.perSecond, 3)}×, submit p95 ${fmt(sub.p95 / ins.p95, 2)}×; ` +
        `orders ${r.orders}, SKUs with negative stock ${r.negativeStock}`,
    );
  }
  if (results.length === 2) {
    const [a, b] = results;
    const sa = a.checkout.find((s) => s.name === "submit");
    const sb = b.checkout.find((s) => s.name === "submit");
    console.log(
      `\nPostgreSQL vs PGlite: submit throughput ${fmt(sb.perSecond / sa.perSecond, 2)}×, submit p95 ${fmt(sb.p95 / sa.p95, 2)}×`,
    );
  }
}

await main();
