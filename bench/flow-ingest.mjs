/**
 * Flow-log ingest benchmark: events per second and the p95 latency of the log call
 * (`POST /flowAnalysisLog`, batches of 20 and single events) against the same server's `GET /healthz`
 * measured in the same run, on embedded PGlite (in memory).
 *
 *   npm run bench:flow -w @souk/bench
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:flow -w @souk/bench
 *
 * It migrates a fresh in-memory database, starts the real API on 127.0.0.1 (random port; nothing
 * else is contacted) and runs each phase for BENCH_SECONDS (default 8) after a 1 s warm-up with
 * BENCH_CONNECTIONS concurrent loops (default 32), then flushes the buffered writer, checks that
 * every accepted event reached the database, prints the figures and ratios, and exits.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv } from "../apps/api/src/infra/kv/index.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { flowServiceOf } from "../apps/api/src/modules/flow/service.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BATCH = 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function event(conn, n) {
  const pages = [1, 3, 2, 2, 201, 5];
  const pageId = pages[n % pages.length];
  return {
    uuid: `bench-visitor-${String(conn).padStart(4, "0")}`,
    uuidSession: `bench-session-${String(conn).padStart(4, "0")}`,
    pageId,
    prevPageId: pages[(n + pages.length - 1) % pages.length],
    step: (n % 1000) + 1,
    visitType: 1,
    systemType: 1,
    ...(pageId === 2 ? { bizData: (n % 50) + 1 } : {}),
  };
}

async function phase(name, seconds, request) {
  const latencies = [];
  let ok = 0;
  let errors = 0;
  let events = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, conn) => {
      for (let n = 0; performance.now() < until; n++) {
        const t0 = performance.now();
        try {
          const r = await request(conn, n);
          latencies.push(performance.now() - t0);
          ok++;
          events += r;
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    ok,
    errors,
    rps: ok / seconds,
    eventsPerSecond: events / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const database = await openDatabase({});
const ctx = {
  config: { ...loadConfig({}), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-")) },
  database,
  tokens: new TokenStore(database.db),
  jobs: new JobRunner(database),
  catalogChanges: new CatalogChanges(),
  kv: new MemoryKv(),
};
await migrate(database);
const app = await buildApp(ctx, { logger: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${app.server.address().port}`;

const healthz = async () => {
  const res = await fetch(`${base}/healthz`);
  if (!res.ok) throw new Error(String(res.status));
  await res.arrayBuffer();
  return 0;
};
const log = (size) => async (conn, n) => {
  const body = size === 1 ? event(conn, n) : Array.from({ length: size }, (_, i) => event(conn, n * size + i));
  const res = await fetch(`${base}/flowAnalysisLog`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const env = await res.json();
  if (env.code !== "00000" || env.data.accepted !== size) throw new Error(env.code);
  return size;
};

try {
  const rows = [];
  for (const [name, request] of [
    ["GET /healthz", healthz],
    [`POST /flowAnalysisLog ×${BATCH}`, log(BATCH)],
    ["POST /flowAnalysisLog ×1", log(1)],
  ]) {
    await phase("warm-up", 1, request);
    rows.push(await phase(name, SECONDS, request));
  }
  const flow = flowServiceOf(ctx);
  const t0 = performance.now();
  await flow.writer.flush();
  const flushMs = performance.now() - t0;
  const stats = flow.stats();
  const [{ n: stored }] = await database.query("select count(*)::int as n from flow_events");

  const [h] = rows;
  console.log(
    `flow ingest benchmark — PGlite in memory, ${CONNECTIONS} connections, ${SECONDS} s per phase, ${os.cpus().length} CPUs\n`,
  );
  console.log(
    "phase                        req/s    events/s   p50 ms   p95 ms  errors   req/s vs healthz  p95 vs healthz",
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${r.eventsPerSecond.toFixed(0).padStart(11)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${String(r.errors).padStart(7)} ${(r.rps / h.rps).toFixed(2).padStart(17)} ${(r.p95 / h.p95).toFixed(2).padStart(15)}`,
    );
  }
  console.log(
    `\nwriter: ${stats.accepted} accepted, ${stats.writer.written} written, ${stats.writer.dropped} dropped (buffer full), ${stats.writer.failedBatches} failed batches; final flush ${flushMs.toFixed(0)} ms; rows in flow_events: ${stored}`,
  );
  if (stored !== stats.accepted) {
    console.error("MISMATCH: not every accepted event reached the database");
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.close();
}
