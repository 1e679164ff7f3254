#!/usr/bin/env node
// Builds the API to JavaScript in dist/ (what `npm start` and the container image run; tsx is for
// development and tests). The workspace contract (TypeScript sources) is bundled in; every other
// package stays an import of node_modules: native addons (sharp, argon2) and PGlite's wasm files
// are loaded from their own folders. Files read at run time (drizzle/, package.json) are found
// from the package root (src/infra/paths.ts), not from the bundle's location.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const dir = path.dirname(fileURLToPath(import.meta.url));
const started = Date.now();
fs.rmSync(path.join(dir, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: dir,
  entryPoints: { main: "src/main.ts", mall: "src/cli/mall.ts", seed: "src/seed/cli.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  plugins: [
    {
      name: "node-modules-external",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith("@souk/") ? undefined : { external: true }));
      },
    },
  ],
});
if (!process.argv.includes("--quiet")) console.log(`API built to dist/ in ${Date.now() - started} ms`);
