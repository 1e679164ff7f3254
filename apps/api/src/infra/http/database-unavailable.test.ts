import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { call } from "../../../test/http.ts";

/**
 * A database that cannot be reached is "try again", not "broken": 503 + Retry-After with the
 * envelope, never 500. For real: on PostgreSQL the database refuses new connections and its
 * backends are terminated (what a restart or a failover does); on PGlite the embedded database is
 * closed (the process is stopping). A buyer's authenticated request needs the database at once.
 */
describe("while the database is unreachable", () => {
  let t: TestApp;
  let token = "";
  const serverUrl = process.env.TEST_DATABASE_URL;
  let admin: pg.Client | undefined;
  let dbName = "";
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login()).token;
    if (serverUrl) {
      [{ name: dbName }] = (await t.ctx.database.query<{ name: string }>("select current_database() as name")) as [
        { name: string },
      ];
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    }
  });
  afterAll(async () => {
    if (admin) {
      await admin.query(`alter database ${dbName} allow_connections true`);
      await admin.end();
    }
    await t?.close().catch(() => undefined);
  });

  const cutOff = async () => {
    if (!admin) return t.ctx.database.close();
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
  };

  it("answers 503 + Retry-After with the localized envelope, and serves again once it is back", async () => {
    expect((await call(t, "GET", "/p/user/userInfo", { token })).status).toBe(200);
    await cutOff();
    for (const lang of ["en", "zh"] as const) {
      const r = await call(t, "GET", "/p/user/userInfo", { token, lang });
      expect({ status: r.status, code: r.code, retryAfter: r.res.headers["retry-after"] }).toEqual({
        status: 503,
        code: "A00005",
        retryAfter: "2",
      });
      expect(r.msg).toBe(
        lang === "en" ? "The server had a problem, please try again later" : "服务器出了点小差，请稍后再试",
      );
    }
    if (!admin) return; // PGlite stays closed: the process was stopping.
    await admin.query(`alter database ${dbName} allow_connections true`);
    await expect.poll(async () => (await call(t, "GET", "/p/user/userInfo", { token })).status).toBe(200);
  });
});
