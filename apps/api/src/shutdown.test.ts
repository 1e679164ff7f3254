/**
 * SIGTERM to a real API process running the built output (dist/main.js, as `npm start` and the
 * container run it): new connections are refused, a request already
 * in flight is answered, chat sockets are told to reconnect (1012), and the process exits 0 — also
 * when a request outlives the drain time. On PGlite by default; with TEST_DATABASE_URL on
 * PostgreSQL + Redis, where the chat socket is checked too. Uses ports 4513 and 4514. Readiness
 * turning 503 is checked in infra/lifecycle.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { TokenStore } from "./infra/auth/token-store.ts";
import { users } from "./infra/db/schema/index.ts";
import { connectChat } from "./modules/chat/test-support.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scaled = Boolean(process.env.TEST_DATABASE_URL);
const PORT = scaled ? 4514 : 4513;

let db: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let dataDir = "";
let buyerToken = "";

beforeAll(async () => {
  expect(spawnSync(process.execPath, ["build.mjs", "--quiet"], { cwd: apiDir, stdio: "inherit" }).status).toBe(0);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-shutdown-"));
  if (scaled) {
    db = await openTestDatabase();
    const [u] = await db.database.db.insert(users).values({ nickName: "draining buyer" }).returning();
    buyerToken = (await new TokenStore(db.database.db).issue(u!.userId)).token;
  }
}, 120_000);
afterAll(async () => {
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Api {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: string | null }>;
  log: () => string;
}

async function startApi(drainMs: number): Promise<Api> {
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      SOUK_DATA_DIR: dataDir,
      DATABASE_URL: db?.url ?? "",
      REDIS_URL: scaled ? (process.env.TEST_REDIS_URL ?? "") : "",
      API_PORT: String(PORT),
      SOUK_SEED: "0",
      DRAIN_MS: String(drainMs),
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += String(d)));
  child.stderr!.on("data", (d) => (out += String(d)));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, exited, log: () => out };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`API did not start:\n${out}`);
}

/** A raw keep-alive connection: write bytes whenever, read what came back. */
async function rawConnection() {
  const socket = net.connect(PORT, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (d) => (received += String(d)));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => undefined);
  return {
    write: (s: string) => socket.write(s),
    received: () => received,
    closed,
    /** Resolves with the text received once it contains `marker` (or matches it). */
    async waitFor(marker: string | RegExp, ms = 10_000) {
      const until = Date.now() + ms;
      const seen = () => (typeof marker === "string" ? received.includes(marker) : marker.test(received));
      while (!seen() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
  };
}

describe("SIGTERM drains the API", () => {
  it("refuses new connections, answers the request in flight, and exits 0", async () => {
    const api = await startApi(10_000);
    const sockets = scaled
      ? [await connectChat(`ws://127.0.0.1:${PORT}/ua/im/online`, { authorization: buyerToken })]
      : [];

    // A sign-in whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ userName: "nobody", passWord: "x".repeat(20) });
    const inFlight = await rawConnection();
    inFlight.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server's "100 Continue" says it has read the request's head: the request is in flight
    // (a fixed wait is not enough on a busy machine, where the bytes may not have been read yet).
    await inFlight.waitFor("100 Continue");
    const signalled = Date.now();
    api.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));

    // A new connection is refused: a proxy goes to the next upstream.
    const refused = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      () => "answered",
      (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
    );
    expect(refused).toBe("ECONNREFUSED");
    // Chat sockets were told to reconnect elsewhere.
    for (const s of sockets) expect(await s.closed).toBe(1012);

    // The request in flight completes with a real answer, not a reset.
    inFlight.write(body.slice(10));
    // After the interim "100 Continue", the request's own answer.
    const final = /^HTTP\/1\.1 100 Continue\r\n\r\n(HTTP\/1\.1 \d{3} [^\r]*\r\n)/;
    const answer = final.exec(await inFlight.waitFor(final))?.[1] ?? inFlight.received();
    expect(answer).toMatch(/^HTTP\/1\.1 (200|4\d\d) /);
    expect(answer).not.toMatch(/^HTTP\/1\.1 503/);

    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(api.log()).toContain("drained; exiting");
  }, 120_000);

  it("exits 0 after the drain time when a request never finishes", async () => {
    const api = await startApi(1_500);
    const stuck = await rawConnection();
    stuck.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 100\r\n\r\n{"u`,
    );
    await stuck.waitFor("100 Continue");
    const signalled = Date.now();
    api.child.kill("SIGTERM");
    expect(await api.exited).toEqual({ code: 0, signal: null });
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(8_000);
    await stuck.closed;
  }, 120_000);
});
