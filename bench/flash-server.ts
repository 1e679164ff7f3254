/**
 * One server under test for flash-sale.mjs, in its own process (the load generator's CPU is never
 * this event loop, and the bare endpoint and the API are measured the same way). The kind is the
 * first argument:
 *
 *   bare      Fastify with one route, POST /bench/decr → one Redis DECR (ioredis, defaults); no auth,
 *             no database, no hooks — the floor a Redis-gated endpoint cannot beat;
 *   redis     the real API on a temporary PostgreSQL database + Redis (strict, as the flash gate uses
 *             it), seeded, one flash sale of 100 units, limit 1, and BENCH_BUYERS signed-in buyers;
 *   embedded  the same on PGlite in memory with the in-process gate.
 *
 * Listens on 127.0.0.1:BENCH_PORT (0 = any free port) and prints one JSON line {port, buyers,
 * seckillSkuId}. On the IPC message "count" it answers {orders}, on "cpu" {cpu: process.cpuUsage()}; on SIGTERM or when the parent goes
 * away it drops what it created and exits; after BENCH_SERVER_MAX_SECONDS (default 300) in any case.
 * On "profile:start" / {profileTo} it records a CPU profile of what happens in between.
 * Load shedding is off (the bench wants definite answers, not 503s for a full route).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import inspector from "node:inspector";
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

const kind = process.argv[2] ?? "";
const BUYERS = Number(process.env.BENCH_BUYERS ?? 64);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

const cleanups: (() => Promise<unknown>)[] = [];
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  process.exit(0);
};
setTimeout(() => void stop(), Number(process.env.BENCH_SERVER_MAX_SECONDS ?? 300) * 1000).unref();
process.on("disconnect", () => void stop());
process.on("SIGTERM", () => void stop());

type Count = () => Promise<number>;

async function bare(): Promise<{ port: number; count: Count }> {
  const redis = new Redis(REDIS_URL);
  const key = `souk-bench:${randomBytes(4).toString("hex")}:decr`;
  await redis.set(key, 1_000_000_000);
  const app = Fastify({ logger: false });
  app.post("/bench/decr", async () => ({ left: await redis.decr(key) }));
  await app.listen({ host: "127.0.0.1", port: PORT });
  cleanups.push(async () => {
    await app.close();
    await redis.del(key);
    redis.disconnect();
  });
  return { port: (app.server.address() as { port: number }).port, count: async () => 0 };
}

async function flash(embedded: boolean) {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let kv: MemoryKv | RedisKv;
  if (embedded) {
    database = await openDatabase({});
    kv = new MemoryKv();
    cleanups.push(() => database.close());
  } else {
    const name = `souk_bench_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    database = await openDatabase({ url: u.toString() });
    cleanups.push(() => database.close());
    const rkv = RedisKv.connect(REDIS_URL, { prefix: `souk-bench:${name}:` });
    cleanups.push(async () => {
      await rkv.clearPrefix();
      await rkv.close();
    });
    kv = rkv;
  }
  await migrate(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({});
  const ctx = {
    config: { ...config, dataDir, maxInFlight: 0, maxInFlightPerRoute: 0, maxEventLoopDelayMs: 0 },
    database,
    tokens: new TokenStore(database.db, { cacheSeconds: config.tokenCacheSeconds }),
    jobs: new JobRunner(database),
    catalogChanges: new CatalogChanges(),
    kv,
  };
  await seed(ctx, { products: 50, afterSalesDemo: false });
  const [sku] = await database.query<{ sku_id: number; prod_id: number; shop_id: number }>(
    "select k.sku_id, k.prod_id, p.shop_id from skus k join products p on p.prod_id = k.prod_id where p.status = 1 and k.status = 1 order by k.sku_id limit 1",
  );
  const seckillId = await seckillServiceOf(ctx).create(Number(sku!.shop_id), {
    nameZh: "压测秒杀",
    nameEn: "Bench flash sale",
    prodId: Number(sku!.prod_id),
    startTime: new Date(Date.now() - 60_000),
    endTime: new Date(Date.now() + 3_600_000),
    maxNum: 1,
    skus: [{ skuId: Number(sku!.sku_id), seckillPrice: 100, stock: 100 }],
  });
  const [k] = await database.query<{ seckill_sku_id: number }>(
    "select seckill_sku_id from seckill_skus where seckill_id = $1",
    [seckillId],
  );
  const created = await database.db
    .insert(users)
    .values(Array.from({ length: BUYERS }, (_, i) => ({ nickName: `bench${i}` })))
    .returning({ userId: users.userId });
  const buyers: { token: string; addrId: number }[] = [];
  for (const u of created) {
    const [a] = await database.query<{ addr_id: number }>(
      `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
       values ($1, '张三', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1) returning addr_id`,
      [u.userId],
    );
    buyers.push({ token: (await ctx.tokens.issue(u.userId)).token, addrId: Number(a!.addr_id) });
  }
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ host: "127.0.0.1", port: PORT });
  cleanups.push(() => app.close());
  return {
    port: (app.server.address() as { port: number }).port,
    buyers,
    seckillSkuId: Number(k!.seckill_sku_id),
    count: async () => {
      const [o] = await database.query<{ n: number }>("select count(*)::int as n from seckill_orders");
      return Number(o!.n);
    },
  };
}

if (kind !== "bare" && kind !== "redis" && kind !== "embedded") {
  console.error("usage: flash-server.ts bare|redis|embedded");
  process.exit(2);
}
const { count, ...ready } = kind === "bare" ? await bare() : await flash(kind === "embedded");
const profiler = new inspector.Session();
process.on("message", (m) => {
  if (m === "count") void count().then((orders) => process.send?.({ orders }));
  if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
  // The measured phase only (flash-sale.mjs with BENCH_PROFILE_DIR): a .cpuprofile for DevTools or a script.
  if (m === "profile:start") {
    profiler.connect();
    profiler.post("Profiler.enable", () => profiler.post("Profiler.start", () => process.send?.({ profiling: true })));
  }
  if (typeof m === "object" && m !== null && "profileTo" in m)
    profiler.post("Profiler.stop", (err, res) => {
      if (!err) fs.writeFileSync(String(m.profileTo), JSON.stringify(res.profile));
      profiler.disconnect();
      process.send?.({ profiled: !err });
    });
});
process.stdout.write(`${JSON.stringify(ready)}\n`);
