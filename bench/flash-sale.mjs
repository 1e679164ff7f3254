/**
 * Flash-sale benchmark: flash purchase attempts per second over HTTP, against a bare
 * Fastify endpoint doing one Redis DECR, in the same run; and the embedded mode's figure.
 *
 *   npm run bench:flash -w @souk/bench
 *   BENCH_SECONDS=10 BENCH_BUYERS=64 BENCH_PORT=3130 BENCH_REDIS_URL=redis://127.0.0.1:6379 \
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:flash -w @souk/bench
 *
 * What it compares. Each server runs in its own process (bench/flash-server.ts), one after the
 * other, and this process drives it with the same client (autocannon, BENCH_BUYERS keep-alive
 * connections, one request in flight per connection, requests built per request by the same
 * code), a warm-up of 2 s and then BENCH_SECONDS (default 10) measured:
 *   bare:     POST /bench/decr — Fastify with one route doing one Redis DECR; no hooks, no auth,
 *             no body, no database;
 *   redis:    POST /p/seckill/order/submit on the real API (PostgreSQL, temporary database, + Redis
 *             gate, every hook of the app; load shedding off): signed-in buyers (a token and a JSON
 *             body each), 100 flash units, limit 1 — the warm-up sells to every buyer, after which
 *             each attempt is turned away by the gate (the buyer's limit, or 'Insufficient
 *             inventory'), which is what a rush is made of;
 *   embedded: the same on PGlite with the in-process gate.
 * Also printed: the server process's CPU time (user + system) per request over the measured seconds,
 * which the machine's other load disturbs less than the rate.
 * An attempt counts when it got a definite answer (bare: 200; flash: 200, or 409 sold out / limit).
 * Only 127.0.0.1; servers listen on BENCH_PORT (default 0 = any free port). The machine's other
 * load counts: compare the figures of one run, and note the load average (printed).
 *
 * BENCH_ONLY=bare,redis picks phases; BENCH_PROFILE_DIR=/tmp/prof writes a CPU profile of each server
 * during its measured seconds (<dir>/<phase>.cpuprofile), to see where one attempt's time goes.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 64);
const ONLY = (process.env.BENCH_ONLY ?? "bare,redis,embedded").split(",");
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? "";

function startServer(kind) {
  const child = fork(path.join(here, "flash-server.ts"), [kind], {
    cwd: path.join(here, ".."),
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, BENCH_BUYERS: String(BUYERS), NODE_ENV: "production" },
  });
  return new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start in 120 s`)), 120_000);
    child.stdout.on("data", (d) => {
      buf += d;
      const nl = buf.indexOf("\n");
      if (nl >= 0) {
        clearTimeout(timer);
        resolve({ child, ...JSON.parse(buf.slice(0, nl)) });
      }
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** Runs the client for `seconds`; `next()` gives the request (method, path, headers, body) to send next. */
function drive(port, next, seconds, definite) {
  return new Promise((resolve, reject) => {
    const statuses = {};
    const inst = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        duration: seconds,
        connections: BUYERS,
        pipelining: 1,
        requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        const ok = Object.entries(statuses)
          .filter(([s]) => definite(Number(s)))
          .reduce((n, [, c]) => n + c, 0);
        const total = Object.values(statuses).reduce((a, b) => a + b, 0);
        resolve({
          perSecond: Math.round(ok / seconds),
          ok,
          other: total - ok,
          errors: result.errors + result.timeouts,
          statuses,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
    inst.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/** Sends a message to the server and waits for its answer. */
function ask(child, message) {
  return new Promise((resolve) => {
    child.once("message", resolve);
    child.send(message);
  });
}

async function phase(name, server, next, definite) {
  await drive(server.port, next, WARMUP_SECONDS, definite);
  if (PROFILE_DIR) await ask(server.child, "profile:start");
  const { cpu: cpu0 } = await ask(server.child, "cpu");
  const r = await drive(server.port, next, SECONDS, definite);
  const { cpu: cpu1 } = await ask(server.child, "cpu");
  const total = r.ok + r.other;
  r.cpuPerRequest = (cpu1.user - cpu0.user + cpu1.system - cpu0.system) / Math.max(1, total);
  r.systemPerRequest = (cpu1.system - cpu0.system) / Math.max(1, total);
  if (PROFILE_DIR) {
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    await ask(server.child, { profileTo: path.resolve(PROFILE_DIR, `${name.split(" ")[0]}.cpuprofile`) });
  }
  console.log(
    `${name.padEnd(10)} ${String(r.perSecond).padStart(7)} /s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `server CPU ${r.cpuPerRequest.toFixed(0)} µs/request (system ${r.systemPerRequest.toFixed(0)})  ` +
      `(${r.ok} definite, ${r.other} other, ${r.errors} errors; statuses ${JSON.stringify(r.statuses)})`,
  );
  return r;
}

async function bare() {
  const s = await startServer("bare");
  try {
    return await phase(
      "bare DECR",
      s,
      () => ({ method: "POST", path: "/bench/decr" }),
      (st) => st === 200,
    );
  } finally {
    await stopServer(s.child);
  }
}

async function flash(kind) {
  const s = await startServer(kind);
  try {
    // One prepared request per buyer, sent round robin (each connection takes the next buyer).
    const requests = s.buyers.map((b) => ({
      method: "POST",
      path: "/p/seckill/order/submit",
      headers: { "content-type": "application/json", authorization: b.token, "accept-language": "en" },
      body: JSON.stringify({ seckillSkuId: s.seckillSkuId, count: 1, addrId: b.addrId }),
    }));
    let i = 0;
    const r = await phase(
      kind,
      s,
      () => requests[i++ % requests.length],
      (st) => st === 200 || st === 409,
    );
    const { orders } = await ask(s.child, "count");
    console.log(`${"".padEnd(10)} orders created: ${orders} (100 units, ${BUYERS} buyers with limit 1)`);
    return r;
  } finally {
    await stopServer(s.child);
  }
}

console.log(
  `flash-sale bench: ${BUYERS} connections, ${SECONDS} s per phase; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.cpus().length} cores`,
);
const b = ONLY.includes("bare") ? await bare() : null;
const r = ONLY.includes("redis") ? await flash("redis") : null;
const e = ONLY.includes("embedded") ? await flash("embedded") : null;
if (b && r)
  console.log(
    `redis/bare = ${(r.perSecond / b.perSecond).toFixed(2)} (goal ≥ 0.6); server CPU per request bare/redis = ${(
      b.cpuPerRequest / r.cpuPerRequest
    ).toFixed(2)}`,
  );
if (e) console.log(`embedded ${e.perSecond}/s${b ? ` = ${(e.perSecond / b.perSecond).toFixed(2)} of bare` : ""}`);
console.log(
  `load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
process.exit(0);
