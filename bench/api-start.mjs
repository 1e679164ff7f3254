/**
 * API cold start: milliseconds from spawning the process to its first `/readyz` 200, and its resident
 * memory then and after 200 requests, for the TypeScript loader (`node --import tsx src/main.ts`,
 * the development path and the baseline) and the built bundle (`node dist/main.js`, what `npm start`
 * and the container run), alternating in the same run; prints medians and their ratios.
 *
 *   npm run bench:api-start -w @souk/bench       (BENCH_RUNS=5 BENCH_PORT=3951)
 *
 * Both start on the same embedded database, seeded once beforehand in a temporary folder, so the
 * figures are start-up and migration checks, not demo data loading. Only 127.0.0.1 is contacted.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/api");
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 5), 1), 20);
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-bench-start-"));
const env = {
  ...process.env,
  SOUK_DATA_DIR: dataDir,
  API_PORT: String(PORT),
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
  REDIS_URL: "",
};

const ways = {
  tsx: ["--max-semi-space-size=64", "--import", "tsx", "src/main.ts"],
  built: ["--max-semi-space-size=64", "dist/main.js"],
};

if (spawnSync(process.execPath, ["build.mjs", "--quiet"], { cwd: api, stdio: "inherit" }).status !== 0) process.exit(1);
console.log("seeding the demo marketplace once…");
await startOnce("built", 300_000);

const results = { tsx: [], built: [] };
for (let i = 0; i < RUNS; i++) for (const way of Object.keys(ways)) results[way].push(await startOnce(way, 120_000));
fs.rmSync(dataDir, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (way) => ({
  ms: median(results[way].map((r) => r.ms)),
  rss: median(results[way].map((r) => r.rssReady)),
  rssAfter: median(results[way].map((r) => r.rssAfter)),
});
const t = row("tsx");
const b = row("built");
console.log(`\nAPI cold start, median of ${RUNS} (node ${process.version}):`);
console.log(
  `  tsx loader (baseline): ${t.ms} ms to ready, RSS ${t.rss} MB at ready, ${t.rssAfter} MB after 200 requests`,
);
console.log(
  `  built dist/main.js:    ${b.ms} ms to ready, RSS ${b.rss} MB at ready, ${b.rssAfter} MB after 200 requests`,
);
console.log(
  `  ratio built/tsx: start ${(b.ms / t.ms).toFixed(2)}, RSS at ready ${(b.rss / t.rss).toFixed(2)}, after requests ${(b.rssAfter / t.rssAfter).toFixed(2)}`,
);

async function startOnce(way, timeoutMs) {
  const started = performance.now();
  const child = spawn(process.execPath, ways[way], { cwd: api, env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (Date.now() > until) throw new Error(`${way}: not ready within ${timeoutMs} ms`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = Math.round(performance.now() - started);
    const rssReady = rssMb(child.pid);
    for (let i = 0; i < 200; i++)
      await fetch(`http://127.0.0.1:${PORT}/category/categoryInfo?parentId=0`).then((r) => r.arrayBuffer());
    return { ms, rssReady, rssAfter: rssMb(child.pid) };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}
