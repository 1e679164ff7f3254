/**
 * Flash-sale benchmark (issue 10): flash purchase attempts per second over HTTP, against a bare
 * Fastify endpoint doing one Redis DECR, in the same run; and the embedded mode's figure.
 *
 *   npm run bench:flash -w @souk/bench
 *   BENCH_SECONDS=10 BENCH_BUYERS=64 BENCH_REDIS_URL=redis://127.0.0.1:6379 \
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:flash -w @souk/bench
 *
 *   bare:     POST /bench/decr on a separate Fastify app — one Redis DECR, no auth, no database;
 *   redis:    POST /p/seckill/order/submit on the real API (PostgreSQL, temporary database, + Redis
 *             gate): signed-in buyers, 100 flash units, limit 1 — the first 100 attempts create
 *             orders, every later one is turned away by the gate ('Insufficient inventory' or the
 *             limit), which is what a rush is made of;
 *   embedded: the same on PGlite with the in-process gate.
 *
 * Each phase runs BENCH_SECONDS (default 10) after a 2 s warm-up (which already sells the units).
 * An attempt counts when it got a definite answer (200, 409 sold out / limit). Only 127.0.0.1.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { users } from "../apps/api/src/infra/db/schema/index.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv, RedisKv } from "../apps/api/src/infra/kv/index.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { seed } from "../apps/api/src/seed/index.ts";
import { seckillServiceOf } from "../apps/api/src/modules/seckill/service.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 64);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

async function drive(step, seconds) {
  let ok = 0;
  let errors = 0;
  const lat = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        if (await step(i)) {
          ok++;
          lat.push(performance.now() - t0);
        } else errors++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const p = (q) => lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)]?.toFixed(1);
  return { perSecond: Math.round(ok / seconds), ok, errors, p50: p(0.5), p99: p(0.99) };
}

async function phase(name, step) {
  await drive(step, WARMUP_SECONDS);
  const r = await drive(step, SECONDS);
  console.log(`${name.padEnd(10)} ${String(r.perSecond).padStart(7)} /s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.ok} ok, ${r.errors} errors)`);
  return r;
}

async function bare() {
  const redis = new Redis(REDIS_URL);
  const key = `souk-bench:${randomBytes(4).toString("hex")}:decr`;
  await redis.set(key, 1_000_000_000);
  const app = Fastify({ logger: false });
  app.post("/bench/decr", async () => ({ left: await redis.decr(key) }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const r = await phase("bare DECR", async () => (await fetch(`${base}/bench/decr`, { method: "POST" })).ok);
  await app.close();
  await redis.del(key);
  redis.disconnect();
  return r;
}

async function openBench(kind) {
  if (kind === "embedded") {
    const database = await openDatabase({});
    return { database, kv: new MemoryKv(), drop: () => database.close() };
  }
  const name = `souk_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  const kv = RedisKv.connect(REDIS_URL, { prefix: `souk-bench:${name}:` });
  return {
    database,
    kv,
    drop: async () => {
      await kv.clearPrefix();
      await kv.close();
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function flash(kind) {
  const { database, kv, drop } = await openBench(kind);
  await migrate(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-"));
  const ctx = {
    config: { ...loadConfig({}), dataDir, maxInFlight: 0, maxInFlightPerRoute: 0, maxEventLoopDelayMs: 0 },
    database,
    tokens: new TokenStore(database.db, { cacheSeconds: loadConfig({}).tokenCacheSeconds }),
    jobs: new JobRunner(database),
    catalogChanges: new CatalogChanges(),
    kv,
  };
  await seed(ctx, { products: 50, afterSalesDemo: false });
  const [sku] = await database.query(
    "select k.sku_id, k.prod_id, p.shop_id from skus k join products p on p.prod_id = k.prod_id where p.status = 1 and k.status = 1 order by k.sku_id limit 1",
  );
  const seckillId = await seckillServiceOf(ctx).create(Number(sku.shop_id), {
    nameZh: "压测秒杀",
    nameEn: "Bench flash sale",
    prodId: Number(sku.prod_id),
    startTime: new Date(Date.now() - 60_000),
    endTime: new Date(Date.now() + 3_600_000),
    maxNum: 1,
    skus: [{ skuId: Number(sku.sku_id), seckillPrice: 100, stock: 100 }],
  });
  const [k] = await database.query("select seckill_sku_id from seckill_skus where seckill_id = $1", [seckillId]);
  const created = await database.db
    .insert(users)
    .values(Array.from({ length: BUYERS }, (_, i) => ({ nickName: `bench${i}` })))
    .returning({ userId: users.userId });
  const buyers = [];
  for (const u of created) {
    const [a] = await database.query(
      `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
       values ($1, '张三', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1) returning addr_id`,
      [u.userId],
    );
    buyers.push({ token: (await ctx.tokens.issue(u.userId)).token, addrId: Number(a.addr_id) });
  }
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const r = await phase(kind === "embedded" ? "embedded" : "redis", async (i) => {
    const res = await fetch(`${base}/p/seckill/order/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: buyers[i].token, "accept-language": "en" },
      body: JSON.stringify({ seckillSkuId: Number(k.seckill_sku_id), count: 1, addrId: buyers[i].addrId }),
    });
    await res.arrayBuffer();
    return res.status === 200 || res.status === 409;
  });
  const [o] = await database.query("select count(*)::int as n from seckill_orders");
  console.log(`${"".padEnd(10)} orders created: ${o.n} of 100 units`);
  await app.close();
  await drop();
  return r;
}

console.log(`flash-sale bench: ${BUYERS} concurrent clients, ${SECONDS} s per phase`);
const b = await bare();
const r = await flash("redis");
const e = await flash("embedded");
console.log(`redis/bare = ${(r.perSecond / b.perSecond).toFixed(2)} (goal ≥ 0.6); embedded ${e.perSecond}/s`);
process.exit(0);
