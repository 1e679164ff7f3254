import { defineConfig } from "@playwright/test";

const external = !!process.env.E2E_BASE_URL;
// Own ports (E2E_WEB_PORT / E2E_API_PORT) let several checkouts run journeys side by side; the
// storefront must have been built with API_URL pointing at the same API port (scripts/test.mjs does).
const webPort = Number(process.env.E2E_WEB_PORT ?? 3000);
const apiPort = Number(process.env.E2E_API_PORT ?? 3001);

/**
 * Journeys run against the production build of the storefront and the API on a
 * fresh embedded database with demo data (.ci-out/e2e-data, wiped each run).
 * Set E2E_BASE_URL to test an already running mall instead.
 */
export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  webServer: external
    ? undefined
    : [
        {
          name: "api",
          command: "rm -rf ../../.ci-out/e2e-data && node --import tsx src/main.ts",
          cwd: "../apps/api",
          url: `http://127.0.0.1:${apiPort}/readyz`,
          env: {
            SOUK_DATA_DIR: ".ci-out/e2e-data",
            API_PORT: String(apiPort),
            WEB_PORT: String(webPort),
            LOG_LEVEL: "warn",
            JOB_POLL_MS: "500",
            // Customer service answers around the clock in journeys (the default is the spec's 7*8).
            CHAT_SERVICE_HOURS: "00:00-24:00",
            // After-sales journey: the shop's silence turns into agreement within the test.
            REFUND_MERCHANT_ANSWER_SECONDS: "20",
          },
          timeout: 240_000,
          reuseExistingServer: !process.env.CI,
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
          reuseExistingServer: !process.env.CI,
          stdout: "ignore",
          stderr: "pipe",
        },
      ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${webPort}`,
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
