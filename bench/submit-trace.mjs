/**
 * Submit-order round trips: one buyer, one confirm then one submit, on PostgreSQL, with
 * every statement the submit sends printed in order (BEGIN/COMMIT included) and counted; then
 * TRACE_LOOPS (default 200) more confirms and submits one after the other, on PostgreSQL and on PGlite, with the
 * API process's CPU time per confirm and per submit (user + system; on PGlite that includes the database's work) —
 * a figure that other load on a shared machine disturbs far less than latency.
 *
 *   node --import tsx bench/submit-trace.mjs            (from the repository root; TRACE_LINES=4 for a cart of 4)
 *
 * Uses a temporary database on BENCH_DATABASE_URL (dropped at the end); only 127.0.0.1 is contacted.
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

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LINES = Number(process.env.TRACE_LINES ?? 1);
const LOOPS = Number(process.env.TRACE_LOOPS ?? 200);

let trace = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  if (trace) trace.push(typeof config === "string" ? config : config.text);
  return query.call(this, config, ...rest);
};

async function run(kind) {
  const name = `souk_trace_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  if (kind === "postgres") await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase(kind === "postgres" ? { url: u.toString() } : {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-trace-"));
  const ctx = {
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
    const [buyer] = await database.db.insert(users).values({ nickName: "trace" }).returning({ userId: users.userId });
    const token = (await ctx.tokens.issue(buyer.userId)).token;
    await database.query(
      `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
     values ($1, '压测', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1)`,
      [buyer.userId],
    );
    const [{ addr_id: addrId }] = await database.query("select addr_id from user_addresses where user_id = $1", [
      buyer.userId,
    ]);
    const skus = await database.query(
      `select k.sku_id, k.prod_id from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
      where p.status = 1 and k.status = 1 and s.status = 1 order by k.sku_id limit ${LINES}`,
    );
    app = await buildApp(ctx, { logger: false });
    const call = async (url, body) =>
      (
        await app.inject({
          method: "POST",
          url,
          headers: { authorization: token, "accept-language": "en" },
          payload: body,
        })
      ).json();
    const buyNow = { prodId: Number(skus[0].prod_id), skuId: Number(skus[0].sku_id), count: 1 };
    const cartLines = async () => {
      if (LINES === 1) return undefined;
      for (const s of skus)
        await call("/p/shopCart/changeItem", {
          prodId: Number(s.prod_id),
          skuId: Number(s.sku_id),
          count: 1,
          shopId: 0,
        });
      return (await database.query("select basket_id from cart_items where user_id = $1", [buyer.userId])).map((r) =>
        Number(r.basket_id),
      );
    };
    const runOnce = async (print) => {
      const basketIds = await cartLines();
      trace = [];
      const c = await call("/p/order/confirm", basketIds ? { basketIds } : { buyNow });
      const confirmSent = trace;
      if (c.code !== "00000") throw new Error(`confirm: ${JSON.stringify(c)}`);
      if (print && kind === "postgres") {
        confirmSent.forEach((t, i) =>
          console.log(`${String(i + 1).padStart(3)}  ${t.replace(/\s+/g, " ").slice(0, 160)}`),
        );
        console.log(`\nconfirm: ${confirmSent.length} statements\n`);
      }
      trace = [];
      const s = await call("/p/order/submit", { submitToken: c.data.submitToken, addrId: Number(addrId) });
      const sent = trace;
      trace = null;
      if (s.code !== "00000") throw new Error(`submit: ${JSON.stringify(s)}`);
      if (print && kind === "postgres") {
        sent.forEach((t, i) => console.log(`${String(i + 1).padStart(3)}  ${t.replace(/\s+/g, " ").slice(0, 160)}`));
        const begin = sent.findIndex((t) => /^begin/i.test(t));
        const commit = sent.findIndex((t) => /^commit/i.test(t));
        console.log(
          `\nsubmit (${LINES > 1 ? `${LINES} cart lines` : "buy now"}): ${sent.length} statements, ` +
            `${begin < 0 ? 0 : commit - begin + 1} inside the transaction (BEGIN..COMMIT), ${begin < 0 ? sent.length : begin} before it`,
        );
      }
    };
    await runOnce(false); // warm caches (settings, levels) as a running server has them
    await runOnce(true);
    let cpu = 0;
    let wall = 0;
    let confirmCpu = 0;
    for (let i = 0; i < LOOPS; i++) {
      const basketIds = await cartLines();
      const cc0 = process.cpuUsage();
      const c = await call("/p/order/confirm", basketIds ? { basketIds } : { buyNow });
      const cd = process.cpuUsage(cc0);
      confirmCpu += cd.user + cd.system;
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      const s = await call("/p/order/submit", { submitToken: c.data.submitToken, addrId: Number(addrId) });
      wall += performance.now() - w0;
      const d = process.cpuUsage(c0);
      cpu += d.user + d.system;
      if (s.code !== "00000") throw new Error(`submit: ${JSON.stringify(s)}`);
    }
    console.log(
      `[${kind}] ${LOOPS} confirms and submits one at a time: API process CPU ${(confirmCpu / LOOPS / 1000).toFixed(2)} ms per confirm, ` +
        `${(cpu / LOOPS / 1000).toFixed(2)} ms per submit, submit wall ${(wall / LOOPS).toFixed(2)} ms (load average ${os.loadavg()[0].toFixed(1)})`,
    );
  } finally {
    if (app) await app.close();
    await ctx.kv.close();
    await database.close();
    if (kind === "postgres") await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run("postgres");
await run("pglite");
