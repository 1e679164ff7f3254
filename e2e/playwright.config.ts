import { defineConfig } from "@playwright/test";
import { e2eApiPort, e2eWebPort } from "./support/ports";

// Journeys start their own API and storefront on ports of their own (never a developer's mall on
// 3000/3001); E2E_WEB_PORT / E2E_API_PORT let several checkouts run side by side. The storefront
// must have been built with API_URL pointing at the same API port (scripts/test.mjs does).
const webPort = e2eWebPort;
const apiPort = e2eApiPort;
// Data of its own per API port (relative to the repository root), wiped at each start.
const dataDir = `.ci-out/e2e-data-${apiPort}`;

/**
 * Journeys run against the production build of the storefront and the API on a
 * fresh embedded database with demo data (.ci-out/e2e-data-<api port>, wiped each run).
 */
export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Two browsers at once even on 2 cores (Playwright's default is half the cores): a journey spends most of
  // its time waiting for pages, jobs, timers and the 60 s between two phone codes, so more workers fill those
  // waits (ADR 0032). E2E_WORKERS overrides it (1 to debug one journey at a time).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  webServer: [
    {
      name: "api",
      command: `rm -rf ../../${dataDir} && node --import tsx src/main.ts`,
      cwd: "../apps/api",
      url: `http://127.0.0.1:${apiPort}/readyz`,
      env: {
        SOUK_DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        LOG_LEVEL: "warn",
        JOB_POLL_MS: "500",
        // Customer service answers around the clock in journeys (the default is the spec's 7*8).
        CHAT_SERVICE_HOURS: "00:00-24:00",
        // Every journey registers and signs in from 127.0.0.1: the per-address daily code quota is the suite's.
        SMS_DAILY_PER_IP: "1000",
        // After-sales journey: the shop's silence turns into agreement within the test.
        REFUND_MERCHANT_ANSWER_SECONDS: "20",
      },
      timeout: 240_000,
      // Never reuse a server already on the port: it would be someone else's mall and data.
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "web",
      command: `node server.mjs -H 127.0.0.1 -p ${webPort}`,
      cwd: "../apps/web",
      url: `http://127.0.0.1:${webPort}/`,
      env: { NEXT_TELEMETRY_DISABLED: "1", API_URL: `http://127.0.0.1:${apiPort}` },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    viewport: { width: 1280, height: 900 },
    // Chromium sends Accept-Language en-US by default; the mall must still default to Chinese.
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
