import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and API integration tests. Integration tests share one migrated PGlite
// template (see apps/api/test/global-setup.ts) so each file starts in ~0.5 s.
export default defineConfig({
  // The storefront's "@/…" path (apps/web/tsconfig.json), so its tests import shared helpers as its code does.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL("./apps/web/src/", import.meta.url)) }] },
  test: {
    include: [
      "packages/**/src/**/*.test.ts",
      "apps/api/src/**/*.test.ts",
      "apps/web/src/**/*.test.{ts,tsx}",
      "apps/web/eslint/**/*.test.ts",
      "apps/api/eslint/**/*.test.ts",
    ],
    globalSetup: ["apps/api/test/global-setup.ts"],
    // next-intl's ESM imports `next/navigation` without an extension, which Node's resolver refuses
    // (next has no exports map): let Vite resolve it, for the storefront modules that import its Link.
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core: the integration tests are CPU-bound (PGlite runs in the worker), and Vitest's default
    // (cores - 1) ran them one file at a time on a 2-core CI machine.
    maxWorkers: availableParallelism(),
    // A worker keeps its imported modules from one file to the next (the app, PGlite's wasm): each file still
    // builds its own app and database, and module state is immutable tables or per-context (WeakMap by
    // AppContext). Halved the suite's CPU time (ADR 0032).
    isolate: false,
  },
});
