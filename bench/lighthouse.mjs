/**
 * Lighthouse scores of the storefront's home, list and detail pages: Lighthouse 12 (the last
 * line for Node 20), Debian's Chromium, against the running mall. Desktop preset by default;
 * `--mobile` (or BENCH_FORM=mobile) uses Lighthouse's default mobile settings instead: a Moto G
 * Power sized screen and its simulated slow-4G and 4x CPU throttling (the phone storefront).
 *
 *   npm start                                   # the mall, in another terminal
 *   npm run bench:lighthouse -w @souk/bench
 *   npm run bench:lighthouse -w @souk/bench -- --mobile
 *   BENCH_BASE=http://127.0.0.1:3000 BENCH_RUNS=3 CHROME_PATH=/usr/bin/chromium npm run bench:lighthouse -w @souk/bench
 *
 * Each page is measured BENCH_RUNS times (default 1; scores swing a few points on a shared VM, so
 * take the median of 3 when comparing) after one unmeasured visit that fills the page cache.
 * Reports go to bench/results/ (not committed). Only 127.0.0.1 / localhost is ever contacted.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const BASE = new URL(process.env.BENCH_BASE ?? "http://127.0.0.1:3000");
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 1), 1), 5);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const MOBILE = process.argv.includes("--mobile") || process.env.BENCH_FORM === "mobile";
/** Lighthouse's own default configuration is the mobile one (undefined = its defaults). */
const CONFIG = MOBILE ? undefined : desktopConfig;
const FORM = MOBILE ? "mobile" : "desktop";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (!["127.0.0.1", "localhost"].includes(BASE.hostname)) {
  console.error(`bench/lighthouse: refusing ${BASE.origin} — only 127.0.0.1 is measured`);
  process.exit(2);
}
const origin = BASE.origin;
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");
fs.mkdirSync(resultsDir, { recursive: true });

const env = await (await fetch(`${origin}/api/search/searchProdPage?size=1&sort=1`)).json();
const prodId = env?.data?.records?.[0]?.prodId;
if (!prodId) throw new Error("no product found — is the mall running with demo data?");
const pages = [
  { name: "home", url: `${origin}/` },
  { name: "list", url: `${origin}/list?pn=${encodeURIComponent("手机")}` },
  { name: "detail", url: `${origin}/detail/${prodId}` },
];
for (const p of pages) await fetch(p.url); // fill the page cache before measuring

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
const rows = [];
try {
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        p.url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        },
        CONFIG,
      );
      const lhr = result.lhr;
      fs.writeFileSync(path.join(resultsDir, `lighthouse-${FORM}-${p.name}-${i + 1}.json`), result.report);
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const audit = (a) => lhr.audits[a]?.numericValue ?? NaN;
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
        lighthouseVersion: lhr.lighthouseVersion,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({
      page: p.name,
      url: p.url,
      performance: m("performance"),
      accessibility: m("accessibility"),
      bestPractices: m("bestPractices"),
      seo: m("seo"),
      fcp: m("fcp"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      bytes: m("bytes"),
      version: runs[0].lighthouseVersion,
    });
  }
} finally {
  await chrome.kill();
}

console.log(
  `bench/lighthouse: Lighthouse ${rows[0]?.version}, ${FORM} preset, ${CHROME_PATH}, median of ${RUNS} run(s)`,
);
console.log("");
console.log("page     perf  a11y  best-pr  seo   FCP ms  LCP ms  TBT ms  CLS     KB");
for (const r of rows) {
  console.log(
    [
      r.page.padEnd(7),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.bestPractices).padStart(8),
      String(r.seo).padStart(4),
      r.fcp.toFixed(0).padStart(8),
      r.lcp.toFixed(0).padStart(7),
      r.tbt.toFixed(0).padStart(7),
      r.cls.toFixed(3).padStart(6),
      (r.bytes / 1024).toFixed(0).padStart(6),
    ].join(" "),
  );
}
console.log("");
console.log(JSON.stringify({ when: new Date().toISOString(), form: FORM, runs: RUNS, rows }));
