/**
 * The API under test for spike.mjs, in its own process (so the load generator's CPU is not the
 * server's event loop): PostgreSQL (a temporary database on SPIKE_DATABASE_URL, default the local
 * server, dropped at exit) or, when none answers or SPIKE_DB=pglite, PGlite in memory; a small seeded catalogue, the real app with the
 * configuration from the environment (MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_ROUTE), on 127.0.0.1 at a
 * random port. Prints one JSON line {port, prodIds}; exits on SIGTERM, when its parent goes away,
 * or after SPIKE_SERVER_MAX_SECONDS (default 300) whatever happens.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv } from "../apps/api/src/infra/kv/index.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { seed } from "../apps/api/src/seed/index.ts";
import { diagnose } from "./spike-diag.ts";

const PG_URL = process.env.SPIKE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A temporary PostgreSQL database, or null when the server does not answer. */
async function temporaryPg(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.SPIKE_DB === "pglite") return null;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `souk_spike_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    },
  };
}

const temp = await temporaryPg();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-spike-"));
const database = await openDatabase(
  temp ? { url: temp.url, poolReservedForLight: loadConfig().dbPoolReservedForLight } : {},
);
let stopping = false;
let report: (() => void) | undefined;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  report?.();
  await database.close().catch(() => undefined);
  await temp?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
setTimeout(() => void stop(), Number(process.env.SPIKE_SERVER_MAX_SECONDS ?? 300) * 1000).unref();
process.on("disconnect", () => void stop());
process.on("SIGTERM", () => void stop());

const ctx = {
  config: { ...loadConfig(), dataDir },
  database,
  tokens: new TokenStore(database.db, { cacheSeconds: loadConfig({}).tokenCacheSeconds }),
  jobs: new JobRunner(database),
  catalogChanges: new CatalogChanges(),
  kv: new MemoryKv(),
};
await migrate(database);
await seed(ctx, { products: Number(process.env.SPIKE_PRODUCTS ?? 300) });
const rows = await database.query<{ prod_id: number }>(
  "select prod_id from products where status = 1 order by prod_id limit 100",
);
const app = await buildApp(ctx, { logger: false });
// Only pages that answer 200 are probed (a product of a closed shop answers 409 off-shelf by design).
// A 503 here is the shedding reacting to the seed's lag: asked again until it is an answer.
const prodIds: number[] = [];
for (const r of rows) {
  let res = await app.inject({ url: `/prod/prodInfo?prodId=${r.prod_id}` });
  for (let i = 0; res.statusCode === 503 && i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    res = await app.inject({ url: `/prod/prodInfo?prodId=${r.prod_id}` });
  }
  if (res.statusCode === 200) prodIds.push(Number(r.prod_id));
}
if (prodIds.length === 0) throw new Error("no product page answers 200: nothing to probe");
const port = Number(process.env.SPIKE_PORT ?? 3115);
await app.listen({ host: "127.0.0.1", port });
if (process.env.SPIKE_DIAG) report = diagnose(app.server, database.pool);
process.stdout.write(
  `${JSON.stringify({ port, database: database.kind, pgDatabase: temp ? new URL(temp.url).pathname.slice(1) : null, prodIds })}\n`,
);
