#!/usr/bin/env node
// Migration drift: the schema in apps/api/src/infra/db/schema must be exactly what the committed
// migrations build. drizzle-kit generates into a scratch copy of apps/api/drizzle; any new file there
// means a schema change without its migration (or a hand-edited snapshot). Exit 1 names it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/api");
// drizzle-kit reads `out` relative to its working directory (it prefixes "./"), so the scratch copy lives in apps/api.
const scratch = fs.mkdtempSync(path.join(api, ".migration-drift-"));
const out = path.join(scratch, "drizzle");
fs.cpSync(path.join(api, "drizzle"), out, { recursive: true });
const config = path.join(scratch, "drizzle.config.mjs");
fs.writeFileSync(
  config,
  `export default ${JSON.stringify({
    dialect: "postgresql",
    schema: "./src/infra/db/schema/index.ts",
    out: path.relative(api, out),
  })};\n`,
);
const before = new Set(fs.readdirSync(out));
const r = spawnSync("npx", ["drizzle-kit", "generate", "--config", config, "--name", "drift"], {
  cwd: api,
  encoding: "utf8",
});
const added = fs.readdirSync(out).filter((f) => !before.has(f));
fs.rmSync(scratch, { recursive: true, force: true });
// drizzle-kit exits 0 on some errors: only its own "no changes" line or a new migration file is an answer.
const log = `${r.stdout}${r.stderr}`;
if (r.status !== 0 || (added.length === 0 && !/No schema changes/i.test(log))) {
  console.error(log);
  console.error("migrations: drizzle-kit generate failed");
  process.exit(1);
}
if (added.length > 0) {
  console.error(`migrations: the schema differs from the migrations (drizzle-kit would add ${added.join(", ")}).`);
  console.error("Run `npx drizzle-kit generate --name <what>` in apps/api and commit the migration.");
  process.exit(1);
}
console.log("migrations: the schema matches the committed migrations");
