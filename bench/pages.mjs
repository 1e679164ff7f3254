/**
 * Page benchmark: requests per second of the storefront's home, list and detail pages,
 * against a static file server sending the very same bytes, measured in the same run.
 *
 *   npm start                                   # the mall, in another terminal
 *   npm run bench:pages -w @souk/bench
 *   BENCH_BASE=http://127.0.0.1:3000 BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench:pages -w @souk/bench
 *
 * It starts nothing of the mall: it expects it running. It fetches each page once (plus a warm-up,
 * so cached pages are in the cache), starts a node:http server on 127.0.0.1 that answers each
 * path with those exact bytes and headers, then runs autocannon for BENCH_SECONDS (default 10,
 * at most 60) per page against the mall and against the static server, and prints both rates and
 * their ratio. Only 127.0.0.1 / localhost is ever contacted. Never part of the test suite.
 *
 * It also prints each page's weight: the HTML bytes as sent uncompressed, how much of
 * them is embedded React data (the `self.__next_f` scripts), and the JavaScript the page loads
 * (every /_next script it names, fetched once, uncompressed and gzip).
 */
import http from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const BASE = new URL(process.env.BENCH_BASE ?? "http://127.0.0.1:3000");
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 10), 1), 60);
const CONNECTIONS = Math.min(Math.max(Number(process.env.BENCH_CONNECTIONS ?? 10), 1), 200);
const LANGUAGE = process.env.BENCH_LANGUAGE ?? "zh";

if (!["127.0.0.1", "localhost", "[::1]"].includes(BASE.hostname)) {
  console.error(`bench/pages: refusing ${BASE.origin} — only 127.0.0.1 is benchmarked`);
  process.exit(2);
}
const origin = BASE.origin.replace("localhost", "127.0.0.1");
const cookie = `language=${LANGUAGE}`;

async function firstProductId() {
  const res = await fetch(`${origin}/api/search/searchProdPage?size=1&sort=1`, { headers: { cookie } });
  const env = await res.json();
  const id = env?.data?.records?.[0]?.prodId;
  if (!id) throw new Error("no product found through /api/search/searchProdPage — is the mall running with demo data?");
  return id;
}

/** Fetches a page as the benchmark will (same cookie); answers its bytes and the headers worth replaying. */
async function snapshot(path) {
  const res = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    body,
    status: res.status,
    contentType: res.headers.get("content-type") ?? "text/html; charset=utf-8",
    cache: res.headers.get("x-nextjs-cache") ?? "-",
    cacheControl: res.headers.get("cache-control") ?? "-",
  };
}

/** HTML, embedded React data and JavaScript bytes of a page snapshot. */
async function weight(body) {
  const html = body.toString("utf8");
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)].reduce(
    (n, m) => n + Buffer.byteLength(m[0]),
    0,
  );
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]));
  let js = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const res = await fetch(`${origin}${src}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    js += bytes.length;
    jsGzip += gzipSync(bytes).length;
  }
  return { html: body.length, htmlGzip: gzipSync(body).length, flight, js, jsGzip, scripts: scripts.size };
}

function staticServer(pages) {
  const byPath = new Map(pages.map((p) => [p.path, p.snap]));
  const server = http.createServer((req, res) => {
    const snap = byPath.get(req.url ?? "");
    if (!snap) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": snap.contentType, "content-length": snap.body.length });
    res.end(snap.body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie }, timeout: 30 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function row(r) {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r["2xx"],
    other: r.non2xx + r.errors + r.timeouts,
    mbps: r.throughput.average / 1e6,
  };
}

const prodId = await firstProductId();
const pages = [
  { name: "home", path: "/" },
  { name: "list", path: `/list?pn=${encodeURIComponent("手机")}` },
  { name: "detail", path: `/detail/${prodId}` },
];
for (const p of pages) {
  await snapshot(p.path); // warm: an ISR page is rendered once and cached
  await new Promise((r) => setTimeout(r, 300));
  p.snap = await snapshot(p.path);
  p.weight = await weight(p.snap.body);
}
const server = await staticServer(pages);
const staticOrigin = `http://127.0.0.1:${server.address().port}`;

console.log(
  `bench/pages: ${origin} vs a static server with the same bytes; ${SECONDS} s per run, ${CONNECTIONS} connections, language=${LANGUAGE}`,
);
const results = [];
for (const p of pages) {
  const mall = row(await run(`${origin}${p.path}`));
  const stat = row(await run(`${staticOrigin}${p.path}`));
  results.push({
    page: p.name,
    path: p.path,
    bytes: p.snap.body.length,
    weight: p.weight,
    cache: p.snap.cache,
    mall,
    stat,
  });
}
server.close();

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");
console.log("");
console.log(
  "page    bytes     x-nextjs-cache  mall req/s  p50 ms  p99 ms   static req/s  p50 ms  p99 ms   mall/static  non-2xx",
);
for (const r of results) {
  console.log(
    [
      r.page.padEnd(7),
      String(r.bytes).padStart(8),
      `  ${r.cache.padEnd(14)}`,
      fmt(r.mall.rps).padStart(10),
      fmt(r.mall.p50).padStart(7),
      fmt(r.mall.p99).padStart(7),
      fmt(r.stat.rps).padStart(14),
      fmt(r.stat.p50).padStart(7),
      fmt(r.stat.p99).padStart(7),
      `${fmt((r.mall.rps / r.stat.rps) * 100, 1)}%`.padStart(13),
      String(r.mall.other).padStart(8),
    ].join(" "),
  );
}
console.log("");
console.log("page    html B   html gzip B  React data B  JS B (scripts)   JS gzip B");
for (const r of results) {
  const w = r.weight;
  console.log(
    [
      r.page.padEnd(7),
      String(w.html).padStart(8),
      String(w.htmlGzip).padStart(12),
      String(w.flight).padStart(13),
      `${w.js} (${w.scripts})`.padStart(16),
      String(w.jsGzip).padStart(11),
    ].join(" "),
  );
}
console.log("");
console.log(JSON.stringify({ when: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, results }));
