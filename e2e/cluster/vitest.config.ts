import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The cluster test only (scripts/test.mjs runs it after the storefront build of the journeys).
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["e2e/cluster/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
