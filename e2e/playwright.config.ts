import { defineConfig } from "@playwright/test";

/**
 * Journeys run against a built storefront (and its API) that is already up, at E2E_BASE_URL.
 * Starting the servers (webServer entries) is left to the CI script, which owns ports and seeding.
 */
export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/results.json" }]] : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
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
