/**
 * Spike benchmark (issue 18 #4): a burst of searches at 10x what the search route can serve, while
 * a prober measures an unrelated page (product detail). Load shedding should refuse the excess with
 * 503 + Retry-After and keep the product page within 2x of its idle latency.
 *
 *   npm run bench:spike -w @souk/bench
 *   SPIKE_SECONDS=10 MAX_IN_FLIGHT_PER_ROUTE=16 npm run bench:spike -w @souk/bench
 *
 * One run, one server (bench/spike-server.ts, its own process on 127.0.0.1:SPIKE_PORT (3115), on a
 * temporary PostgreSQL database, or PGlite when no server answers):
 *   1. idle:     the prober alone (sequential GET /prod/prodInfo) -> baseline p50/p95;
 *   2. capacity: searches at SPIKE_CAPACITY_CONNECTIONS (default 4) concurrent -> searches/s served;
 *   3. spike:    searches at 10x that rate (open loop) for SPIKE_SECONDS, the prober alongside.
 * Prints the counts and the ratios against the baseline of this same run, and PASS/FAIL for the
 * targets (503s for the excess; product p50 and p95 within 2x of idle; the product page never refused).
 * Everything stops by itself. The machine's other load counts: compare the ratios of one run only.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.SPIKE_SECONDS ?? 10);
const IDLE_SECONDS = Number(process.env.SPIKE_IDLE_SECONDS ?? 5);
const CAPACITY_CONNECTIONS = Number(process.env.SPIKE_CAPACITY_CONNECTIONS ?? 4);
const FACTOR = 10;
const KEYWORDS = ["手机", "耳机", "电脑", "衬衫", "连衣裙", "运动鞋", "咖啡", "茶叶", "phone", "shirt", "watch", "bag"];

function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "spike-server.ts")], {
    cwd: path.join(here, ".."),
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, NODE_ENV: "production", SOUK_SANDBOX: "1" },
  });
  return new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error("spike server did not start in 120 s")), 120_000);
    child.stdout.on("data", (d) => {
      buf += d;
      const nl = buf.indexOf("\n");
      if (nl >= 0) {
        clearTimeout(timer);
        resolve({ child, ...JSON.parse(buf.slice(0, nl)) });
      }
    });
    child.on("exit", (code) => reject(new Error(`spike server exited (${code})`)));
  });
}

/** The prober runs in a worker thread, so the load generator's work does not delay its timers. */
function probe(port, prodIds, seconds) {
  const code = `
    const { workerData, parentPort } = require("node:worker_threads");
    (async () => {
      const { port, prodIds, seconds } = workerData;
      const until = performance.now() + seconds * 1000;
      const lat = []; let failed = 0;
      while (performance.now() < until) {
        const id = prodIds[Math.floor(Math.random() * prodIds.length)];
        const t0 = performance.now();
        const r = await fetch("http://127.0.0.1:" + port + "/prod/prodInfo?prodId=" + id);
        await r.arrayBuffer();
        if (r.status === 200) lat.push(performance.now() - t0); else failed++;
        await new Promise((res) => setTimeout(res, 20));
      }
      parentPort.postMessage({ lat, failed });
    })();`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { port, prodIds, seconds } });
    w.once("message", (m) => {
      const s = [...m.lat].sort((a, b) => a - b);
      const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? NaN;
      resolve({ n: s.length, failed: m.failed, p50: q(0.5), p95: q(0.95) });
      void w.terminate();
    });
    w.once("error", reject);
  });
}

function searches(port, opts) {
  return new Promise((resolve, reject) => {
    const statuses = {};
    const inst = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        duration: opts.seconds,
        connections: opts.connections,
        ...(opts.rate ? { overallRate: opts.rate } : {}),
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/search/searchProdPage?keyword=${encodeURIComponent(
                KEYWORDS[Math.floor(Math.random() * KEYWORDS.length)],
              )}&current=${1 + Math.floor(Math.random() * 3)}&size=20`,
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, statuses })),
    );
    inst.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : String(n));
const { child, port, database, prodIds } = await startServer();
const hardStop = setTimeout(
  () => {
    console.error("spike bench: hard time limit reached");
    child.kill("SIGTERM");
    process.exit(2);
  },
  (IDLE_SECONDS + SECONDS * 2 + 60) * 1000,
);
try {
  console.log(`server on 127.0.0.1:${port}, ${database} (${prodIds.length} products probed)`);
  // Warm-up: compile paths, fill caches that idle traffic would also have.
  await probe(port, prodIds, 1);
  await searches(port, { seconds: 1, connections: CAPACITY_CONNECTIONS });

  const idle = await probe(port, prodIds, IDLE_SECONDS);
  console.log(`idle      product page p50 ${fmt(idle.p50)} ms, p95 ${fmt(idle.p95)} ms (${idle.n} requests)`);

  const cap = await searches(port, { seconds: 5, connections: CAPACITY_CONNECTIONS });
  const capacity = (cap.statuses[200] ?? 0) / 5;
  console.log(
    `capacity  ${fmt(capacity)} searches/s at ${CAPACITY_CONNECTIONS} concurrent (${JSON.stringify(cap.statuses)})`,
  );

  const rate = Math.max(1, Math.round(capacity * FACTOR));
  const [spike, busy] = await Promise.all([
    searches(port, { seconds: SECONDS, connections: Math.min(400, Math.max(50, Math.round(rate / 10))), rate }),
    probe(port, prodIds, SECONDS),
  ]);
  const total = Object.values(spike.statuses).reduce((a, b) => a + b, 0);
  const shed = spike.statuses[503] ?? 0;
  const served = spike.statuses[200] ?? 0;
  console.log(
    `spike     ${fmt(total / SECONDS)} searches/s offered (target ${rate}/s = ${FACTOR}x capacity): ` +
      `${served} served (${fmt(served / SECONDS)}/s), ${shed} refused 503 (${fmt((100 * shed) / Math.max(1, total))}%), statuses ${JSON.stringify(spike.statuses)}`,
  );
  console.log(
    `          search latency under spike p50 ${spike.result.latency.p50} ms, p99 ${spike.result.latency.p99} ms`,
  );
  console.log(
    `spike     product page p50 ${fmt(busy.p50)} ms, p95 ${fmt(busy.p95)} ms (${busy.n} requests, ${busy.failed} not 200)`,
  );
  const r50 = busy.p50 / idle.p50;
  const r95 = busy.p95 / idle.p95;
  console.log(`ratios    product page under spike / idle: p50 ${r50.toFixed(2)}x, p95 ${r95.toFixed(2)}x`);
  const ok = shed > 0 && r50 <= 2 && r95 <= 2 && busy.failed === 0;
  const yes = (b) => (b ? "yes" : "no");
  console.log(
    `${ok ? "PASS" : "FAIL"}: excess refused with 503 (${yes(shed > 0)}), product page p50 within 2x of idle (${yes(r50 <= 2)}), ` +
      `p95 within 2x (${yes(r95 <= 2)}), product page never refused (${yes(busy.failed === 0)})`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  clearTimeout(hardStop);
  child.kill("SIGTERM");
}
