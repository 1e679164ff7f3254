#!/usr/bin/env node
// `npm start`: builds the API to JavaScript (apps/api/build.mjs, under a second) and the
// storefront if its sources changed since the last build, starts the API (which migrates the embedded database and loads demo data on
// first run) and the storefront, waits until both answer, and prints the URL.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
loadDotEnv(path.join(root, ".env"));
const apiPort = Number(process.env.API_PORT ?? 3001);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? "127.0.0.1";
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  API_PORT: String(apiPort),
};

const webDir = path.join(root, "apps/web");
const stamp = path.join(webDir, ".next/souk-source-hash");
// API_URL is compiled into the build's /api rewrite, so a different one needs a new build.
const hash =
  `${env.API_URL}\n` +
  sourceHash([
    path.join(webDir, "src"),
    path.join(webDir, "messages"),
    path.join(root, "packages/contract/src"),
    ...["next.config.ts", "package.json", "postcss.config.mjs"].map((f) => path.join(webDir, f)),
  ]);
const built =
  fs.existsSync(path.join(webDir, ".next/BUILD_ID")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash;
if (!built || process.argv.includes("--rebuild")) {
  console.log("Building the storefront (first run or changed sources)…");
  const r = spawnSync("npx", ["next", "build"], { cwd: webDir, env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, hash);
}

const apiBuild = spawnSync(process.execPath, ["build.mjs", "--quiet"], {
  cwd: path.join(root, "apps/api"),
  stdio: "inherit",
});
if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);

const children = [];
function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping Souk.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each server drains its in-flight requests for up to 10 s on SIGTERM; exit once both are gone.
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  let left = alive.length;
  if (left === 0) process.exit(code);
  for (const c of alive) {
    c.once("exit", () => --left === 0 && process.exit(code));
    c.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), 12_000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// A young generation of 64 MB, as apps/api's own start script: four times fewer scavenges under a
// flood of refused requests (docs/adr/0027-load-shedding.md).
run("API", process.execPath, ["--max-semi-space-size=64", "dist/main.js"], path.join(root, "apps/api"));
if (!(await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 180_000))) {
  await giveUp(
    `The API did not become ready on port ${apiPort} within 3 minutes (is the port taken, or DATABASE_URL unreachable?). See its log above.`,
  );
}
// server.mjs: Next.js behind a server that sets the real client address (X-Forwarded-For) for the /api rewrite.
run("Storefront", process.execPath, ["server.mjs", "-H", host, "-p", String(webPort)], webDir);
if (!(await waitFor(`http://127.0.0.1:${webPort}/`, 60_000))) {
  await giveUp(
    `The storefront did not answer on port ${webPort} within a minute (is the port taken?). See its log above.`,
  );
}
console.log(
  `\n  Souk is running: http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${webPort}/  (API http://127.0.0.1:${apiPort}, docs /docs)\n  Press Ctrl+C to stop.\n`,
);

function giveUp(message) {
  console.error(`\n  Souk did not start: ${message}\n`);
  stop(1);
  // Keep the event loop from running any further start-up step while children stop.
  return new Promise(() => {});
}

/** True once `url` answers below 500; false on timeout or when a child exited meanwhile. */
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return false;
    try {
      const r = await fetch(url);
      if (r.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function sourceHash(paths) {
  const h = createHash("sha256");
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const f of fs.readdirSync(p).sort()) walk(path.join(p, f));
    else h.update(p).update(fs.readFileSync(p));
  };
  paths.forEach(walk);
  return h.digest("hex");
}

function loadDotEnv(file) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2].replace(/^["']|["']$/g, "");
  }
}
