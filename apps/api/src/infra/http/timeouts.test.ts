import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

/**
 * Every request ends in bounded time. A handler past REQUEST_TIMEOUT_MS, a statement past
 * DB_STATEMENT_TIMEOUT_MS and a wait for a pooled connection past DB_POOL_WAIT_MS answer 503 + Retry-After
 * (A00005, localized) at once; /readyz reports the database as slow (503, degraded) while it is.
 */
/**
 * Every pooled connection, taken one by one. The app's pool gives up waiting after 300 ms here
 * (what is tested), and opening a PostgreSQL connection on a loaded machine can take longer:
 * a connect that timed out is simply tried again.
 */
async function takeWholePool(pool: NonNullable<TestApp["ctx"]["database"]["pool"]>, n = 20) {
  const clients = [];
  while (clients.length < n) {
    try {
      clients.push(await pool.connect());
    } catch (e) {
      if (!String(e).includes("timeout exceeded when trying to connect")) throw e;
    }
  }
  return clients;
}

describe("request and database timeouts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        app.get("/__sleep", async () => {
          await new Promise((r) => setTimeout(r, 3000));
          return { late: true };
        });
        app.get("/__pg-sleep", async () => {
          await t.ctx.database.db.execute(sql`select pg_sleep(3)`);
          return { late: true };
        });
      },
      {},
      { config: { requestTimeoutMs: 1500, dbStatementTimeoutMs: 300, dbPoolWaitMs: 300, readySlowMs: 300 } },
    );
  });
  afterAll(async () => t.close());

  it("answers a request that runs past the request timeout with 503 + Retry-After, in both languages", async () => {
    const started = Date.now();
    const [zh, en] = await Promise.all([
      t.app.inject({ url: "/__sleep" }),
      t.app.inject({ url: "/__sleep", headers: { "accept-language": "en" } }),
    ]);
    expect(Date.now() - started).toBeLessThan(2800);
    expect(zh.statusCode).toBe(503);
    expect(zh.headers["retry-after"]).toBe("2");
    expect(zh.json()).toMatchObject({ code: "A00005", success: false, msg: "服务器出了点小差，请稍后再试" });
    expect(en.json()).toMatchObject({ code: "A00005", msg: "The server had a problem, please try again later" });
  });

  it("reports readiness with both dependencies up", async () => {
    const r = await t.app.inject({ url: "/readyz" });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: "ready", checks: { database: "up", cache: "up" } });
  });

  it("reports the database as slow (503 degraded) while it does not answer in time", async () => {
    // Keep the database busy: PGlite serialises on one connection; PostgreSQL gets every pooled
    // connection taken, so the probe waits for the pool.
    const release: (() => void)[] = [];
    if (t.ctx.database.pglite) {
      const busy = t.ctx.database.pglite.transaction(() => new Promise<void>((r) => release.push(r)));
      release.push(() => void busy);
    } else {
      const pool = t.ctx.database.pool!;
      const clients = await takeWholePool(pool);
      release.push(() => clients.forEach((c) => c.release()));
    }
    try {
      const started = Date.now();
      const r = await t.app.inject({ url: "/readyz", headers: { "accept-language": "en" } });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(r.statusCode).toBe(503);
      expect(r.headers["retry-after"]).toBeDefined();
      expect(r.json()).toMatchObject({
        code: "A00005",
        msg: "Database unavailable or slow",
        data: { status: "degraded", checks: { database: "slow", cache: "up" } },
      });
    } finally {
      release.forEach((f) => f());
    }
    await expect.poll(async () => (await t.app.inject({ url: "/readyz" })).statusCode, { timeout: 3000 }).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL cancels a statement past statement_timeout: 503 at once",
    async () => {
      const started = Date.now();
      const r = await t.app.inject({ url: "/__pg-sleep" });
      expect(Date.now() - started).toBeLessThan(1200);
      expect(r.statusCode).toBe(503);
      expect(r.headers["retry-after"]).toBe("2");
      expect(r.json()).toMatchObject({ code: "A00005" });
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a request waiting for a pooled connection gives up after the pool wait",
    async () => {
      const pool = t.ctx.database.pool!;
      const clients = await takeWholePool(pool);
      try {
        const started = Date.now();
        const r = await t.app.inject({ url: "/category/categoryInfo?parentId=0" });
        expect(Date.now() - started).toBeLessThan(1200);
        expect(r.statusCode).toBe(503);
        expect(r.headers["retry-after"]).toBe("2");
      } finally {
        clients.forEach((c) => c.release());
      }
      const again = await t.app.inject({ url: "/category/categoryInfo?parentId=0" });
      expect(again.statusCode).toBe(200);
    },
  );
});
