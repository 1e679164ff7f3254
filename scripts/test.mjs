#!/usr/bin/env node
// `npm test`: every test that needs no external server — unit and API
// integration tests on embedded PGlite, then the storefront's production build
// and the Playwright journeys in Debian's Chromium. With TEST_DATABASE_URL (and
// TEST_REDIS_URL) set, the integration suite runs again against PostgreSQL/Redis, and after the
// journeys the cluster test (e2e/cluster: nginx, 2 storefronts, 2 APIs) reuses their storefront build.
// Ends with one plain line `N passed, N failed` summing every suite.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".ci-out");
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const skipE2e = process.argv.includes("--no-e2e");
let passed = 0;
let failed = 0;
const lines = [];
// Each suite's wall time goes into the summary, so a slow CI run says where its minutes went.
let suiteStarted = Date.now();
const minutes = () => `${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min`;

function vitest(label, extraEnv, filters = [], config = []) {
  suiteStarted = Date.now();
  const file = path.join(out, `vitest-${label}.json`);
  fs.rmSync(file, { force: true });
  const args = [
    "vitest",
    "run",
    ...config,
    ...filters,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${file}`,
  ];
  const r = spawnSync("npx", args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: "inherit",
  });
  if (!fs.existsSync(file)) return record(label, 0, 1, `vitest exited ${r.status} without a report`);
  const j = JSON.parse(fs.readFileSync(file, "utf8"));
  // A file that fails to load counts as a failure even though it has no tests.
  const broken = j.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  record(label, j.numPassedTests, j.numFailedTests + broken, "", j.numPendingTests + j.numTodoTests);
}

function e2e() {
  if (!fs.existsSync("/usr/bin/chromium")) {
    console.log("e2e: /usr/bin/chromium not found — install it with `apt-get install -y chromium fonts-wqy-microhei`.");
    return void record("e2e", 0, 1, "chromium missing");
  }
  suiteStarted = Date.now();
  // The same default as e2e/support/ports.ts (E2E_DEFAULT_API_PORT): never a developer's 3001.
  const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3901}`;
  const build = spawnSync("npx", ["next", "build"], {
    cwd: path.join(root, "apps/web"),
    env: { ...env, API_URL: apiUrl },
    stdio: "inherit",
  });
  if (build.status !== 0) return void record("e2e (storefront build)", 0, 1, "next build failed");
  const file = path.join(out, "playwright.json");
  fs.rmSync(file, { force: true });
  const run = spawnSync("npx", ["playwright", "test", "--reporter=list,json"], {
    cwd: path.join(root, "e2e"),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    stdio: "inherit",
  });
  if (!fs.existsSync(file)) {
    record("e2e", 0, 1, "playwright wrote no report");
    return true;
  }
  const s = JSON.parse(fs.readFileSync(file, "utf8")).stats;
  // A run that could not start (a port already taken, a global error) reports no test at all: that is a failure.
  if (s.expected + s.flaky + s.unexpected === 0) record("e2e", 0, 1, `playwright ran no test (exit ${run.status})`);
  else record("e2e", s.expected + s.flaky, s.unexpected, "", s.skipped);
  return true;
}

function record(label, p, f, note = "", skipped = 0) {
  passed += p;
  failed += f;
  const extra = [skipped ? `${skipped} skipped` : "", minutes(), note].filter(Boolean).join(", ");
  lines.push(`  ${label}: ${p} passed, ${f} failed (${extra})`);
}

vitest("embedded", { TEST_DATABASE_URL: "", TEST_REDIS_URL: "" });
// Only the API's tests talk to a database or Redis; the storefront's and the contract's run once.
if (process.env.TEST_DATABASE_URL) vitest("postgres", {}, ["apps/api/src"]);
let built = false;
if (!skipE2e) built = e2e();
// The cluster test needs the journeys' storefront build, PostgreSQL + Redis and nginx.
if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)
  lines.push("  cluster: skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL)");
else if (!built) lines.push("  cluster: skipped (needs the storefront build of the journeys)");
else vitest("cluster", {}, [], ["--config", "e2e/cluster/vitest.config.ts"]);

console.log("\nSuites:\n" + lines.join("\n"));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
