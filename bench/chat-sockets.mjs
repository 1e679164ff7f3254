/**
 * Chat websocket benchmark: memory per idle connection and message latency.
 *
 *   npm run bench:chat -w @souk/bench
 *   BENCH_IDLE=2000 BENCH_RATE=200 BENCH_SECONDS=10 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat -w @souk/bench
 *
 * Creates a temporary PostgreSQL database (dropped at the end), migrates and seeds it (20
 * products), creates the buyers and tokens through the app's own services, then starts the real
 * API as a child process on 127.0.0.1:BENCH_PORT (default 3152), so its memory is measured alone:
 *
 *   1. idle: BENCH_IDLE buyer sockets connect and stay silent; the API's RSS before and after,
 *      divided by the count, is the memory per connection;
 *   2. baseline: BENCH_RATE pings per second over 20 sockets (a round trip on the same sockets,
 *      no database): latency p50/p95;
 *   3. messages: BENCH_RATE messages per second from RATE×10/8 buyers (each under its send limit) to one online agent of their shop
 *      (stored, routed, fanned out): latency from send to arrival at the agent, p50/p95, and the
 *      ratio to the baseline.
 *   4. reconnect storm: BENCH_STORM (default 500) of the idle sockets drop at once and all reconnect
 *      at once (as after a restart), with the production load shedding on; an open-loop probe (one
 *      GET /ua/seckill/sessions every 50 ms) measures p95 while the sockets sit idle, then during
 *      the storm (ratio to the idle p95 of the same run), and the sockets served / refused.
 * Each phase is bounded (BENCH_SECONDS, default 10) and the run stops by itself. Only 127.0.0.1:
 * every buyer comes from one address, so the per-address socket limit is lifted for the run.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { isNotNull } from "drizzle-orm";
import WebSocket from "ws";
import { loadConfig } from "../apps/api/src/config.ts";
import { TokenStore } from "../apps/api/src/infra/auth/token-store.ts";
import { StaffTokenStore } from "../apps/api/src/infra/auth/staff-token-store.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { migrate } from "../apps/api/src/infra/db/migrate.ts";
import { chatConversations, shopStaff, users } from "../apps/api/src/infra/db/schema/index.ts";
import { JobRunner } from "../apps/api/src/infra/jobs/runner.ts";
import { MemoryKv } from "../apps/api/src/infra/kv/index.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { seed } from "../apps/api/src/seed/index.ts";

const IDLE = Number(process.env.BENCH_IDLE ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STORM = Math.min(Number(process.env.BENCH_STORM ?? 500), IDLE);
const PORT = Number(process.env.BENCH_PORT ?? 3152);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Enough senders that each stays under the per-connection limit (10 sends / 10 s) at BENCH_RATE. */
const SENDERS = Math.ceil((RATE * 10) / 8);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/api");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]);

/** A socket that connects and answers a ping: "ok"; refused by a limit (notice + close) or an HTTP status: why. */
function connectServed(url) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once("open", () => ws.send(JSON.stringify({ op: "ping" })));
    ws.on("message", (data) => {
      const f = JSON.parse(String(data));
      if (f.msgType === "pong") resolve({ ws, outcome: "ok" });
      else if (f.code === "B00016") resolve({ ws, outcome: "refused (1013)" });
    });
    ws.once("unexpected-response", (_req, res) => resolve({ ws: null, outcome: `HTTP ${res.statusCode}` }));
    ws.once("error", () => resolve({ ws: null, outcome: "error" }));
  });
}

/** Runs `work` while probing one light page every 50 ms (open loop); answers its result and the probe's p95. */
async function probeWhile(work) {
  const lat = [];
  const inflight = [];
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const t0 = performance.now();
      inflight.push(
        fetch(`http://127.0.0.1:${PORT}/ua/seckill/sessions`)
          .then((r) => r.arrayBuffer().then(() => r.status))
          .then(
            (status) => lat.push(status === 200 ? performance.now() - t0 : Infinity),
            () => lat.push(Infinity),
          ),
      );
      await sleep(50);
    }
  })();
  const result = await work();
  stop = true;
  await loop;
  await Promise.all(inflight);
  const sorted = lat.sort((a, b) => a - b);
  return { result, n: sorted.length, p95: pct(sorted, 95) };
}

function connect(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

async function main() {
  const name = `souk_bench_chat_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  // DROP DATABASE ... WITH (FORCE) at the end ends the run's other sessions; their errors are expected.
  admin.on("error", () => undefined);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  let child;
  const sockets = [];
  try {
    await migrate(database);
    const ctx = {
      config: loadConfig({}),
      database,
      tokens: new TokenStore(database.db),
      jobs: new JobRunner(database),
      catalogChanges: new CatalogChanges(),
      kv: new MemoryKv(),
    };
    await seed(ctx, { products: 20 });
    const [staff] = await database.db.select().from(shopStaff).where(isNotNull(shopStaff.shopId)).limit(1);
    const staffToken = (await new StaffTokenStore(database.db).issue(staff.staffId)).token;
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: IDLE }, (_, i) => ({ nickName: `bench${i}` })))
      .returning({ userId: users.userId });
    const tokens = [];
    for (const r of rows) tokens.push((await ctx.tokens.issue(r.userId)).token);
    const convs = await database.db
      .insert(chatConversations)
      .values(rows.slice(0, SENDERS).map((r) => ({ userId: r.userId, shopId: staff.shopId })))
      .returning({ conversationId: chatConversations.conversationId });

    child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        API_PORT: String(PORT),
        SOUK_SEED: "0",
        LOG_LEVEL: "warn",
        CHAT_SERVICE_HOURS: "00:00-24:00",
        REDIS_URL: "",
        CHAT_MAX_SOCKETS_PER_ADDRESS: "0",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; i < 150; i++) {
      if (
        await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    await sleep(1000);
    const before = rssKb(child.pid);
    for (let i = 0; i < IDLE; i += 100)
      sockets.push(
        ...(await Promise.all(
          tokens.slice(i, i + 100).map((t) => connect(`ws://127.0.0.1:${PORT}/ua/im/online?token=${t}`)),
        )),
      );
    await sleep(2000);
    const after = rssKb(child.pid);
    const perConnKb = (after - before) / IDLE;

    const agent = await connect(`ws://127.0.0.1:${PORT}/ua/im/agent?token=${staffToken}`);
    await sleep(300);
    const senders = sockets.slice(0, SENDERS);
    async function phase(kind) {
      const lat = [];
      let sent = 0;
      const pending = new Map();
      const onFrame = (data) => {
        const f = JSON.parse(String(data));
        const key = kind === "ping" ? null : f.data?.content;
        if (kind === "ping" && f.msgType === "pong") {
          const t0 = pending.get("ping")?.shift();
          if (t0) lat.push(performance.now() - t0);
        } else if (kind === "message" && f.msgType === "message" && pending.has(key)) {
          lat.push(performance.now() - pending.get(key));
          pending.delete(key);
        }
      };
      const listeners = kind === "ping" ? senders : [agent];
      for (const s of listeners) s.on("message", onFrame);
      if (kind === "ping") pending.set("ping", []);
      const interval = 1000 / RATE;
      const start = performance.now();
      while (performance.now() - start < SECONDS * 1000) {
        const s = senders[sent % SENDERS];
        if (kind === "ping") {
          pending.get("ping").push(performance.now());
          senders[0].send(JSON.stringify({ op: "ping" }));
        } else {
          const content = `m${sent}`;
          pending.set(content, performance.now());
          s.send(
            JSON.stringify({
              op: "send",
              conversationId: convs[sent % SENDERS].conversationId,
              message: { kind: 1, content },
            }),
          );
        }
        sent++;
        const next = start + sent * interval;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
      }
      await sleep(1500);
      for (const s of listeners) s.off("message", onFrame);
      const sorted = lat.sort((a, b) => a - b);
      return { sent, received: sorted.length, p50: pct(sorted, 50), p95: pct(sorted, 95) };
    }
    const baseline = await phase("ping");
    const messages = await phase("message");
    const fmt = (n) => (n === undefined ? "n/a" : n.toFixed(1));
    console.log(
      `idle sockets: ${sockets.length}; API RSS ${Math.round(before / 1024)} MB → ${Math.round(after / 1024)} MB; ${perConnKb.toFixed(1)} KB per connection`,
    );
    console.log(
      `baseline ping round trip @${RATE}/s: ${baseline.received}/${baseline.sent}, p50 ${fmt(baseline.p50)} ms, p95 ${fmt(baseline.p95)} ms`,
    );
    console.log(
      `chat message @${RATE}/s (stored + fanned out, ${SENDERS} buyers → 1 agent): ${messages.received}/${messages.sent} delivered, p50 ${fmt(messages.p50)} ms, p95 ${fmt(messages.p95)} ms (${(messages.p95 / baseline.p95).toFixed(1)}× baseline p95)`,
    );
    agent.close();

    // The reconnect storm, with the probe running before (idle sockets) and during it.
    const idleProbe = await probeWhile(() => sleep(3000));
    const dropped = sockets.splice(0, STORM);
    for (const s of dropped) s.terminate();
    await sleep(1000);
    const storm = await probeWhile(async () => {
      const t0 = performance.now();
      const all = await Promise.all(
        tokens.slice(0, STORM).map((t) => connectServed(`ws://127.0.0.1:${PORT}/ua/im/online?token=${t}`)),
      );
      return { all, ms: performance.now() - t0 };
    });
    const outcomes = {};
    for (const c of storm.result.all) {
      outcomes[c.outcome] = (outcomes[c.outcome] ?? 0) + 1;
      if (c.ws) sockets.push(c.ws);
    }
    console.log(
      `reconnect storm: ${STORM} sockets at once in ${Math.round(storm.result.ms)} ms: ${Object.entries(outcomes)
        .map(([k, n]) => `${n} ${k}`)
        .join(
          ", ",
        )}; probe p95 ${fmt(storm.p95)} ms over ${storm.n} (idle ${fmt(idleProbe.p95)} ms over ${idleProbe.n}: ${(storm.p95 / idleProbe.p95).toFixed(2)}×)`,
    );
  } finally {
    for (const s of sockets) s.terminate();
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
    }
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
