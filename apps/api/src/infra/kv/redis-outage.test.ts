import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { DEMO_ACCOUNT, ensureDemoCredentials } from "../../modules/account/service.ts";
import { wire } from "../../modules/account/test-support.ts";
import { call } from "../../../test/http.ts";
import { seed } from "../../seed/index.ts";
import { TEST_PRODUCTS } from "../../seed/test-support.ts";
import { createKv } from "./index.ts";

/**
 * Issue 18 #3, for real: REDIS_URL points at a port where nothing listens (3119). Every command
 * fails within the 500 ms timeout; throttles fall back to per-process counters (sign-ins keep
 * working and still lock after too many failures), SMS sending refuses at once with 503 +
 * Retry-After, sessions never touch Redis, and /readyz says the cache is down.
 */
const DEAD_REDIS = "redis://127.0.0.1:3119";

describe("Redis unreachable", () => {
  let t: TestApp;
  const events: string[] = [];
  beforeAll(async () => {
    const kv = createKv(DEAD_REDIS, {
      prefix: `souk-test:${randomBytes(4).toString("hex")}:`,
      onChange: (e) => events.push(e),
    });
    t = await createTestApp(undefined, {}, { kv, config: { readySlowMs: 700 } });
    await seed(t.ctx, { products: TEST_PRODUCTS });
    await ensureDemoCredentials(t.ctx);
    // Seeding alone takes a minute on a loaded 2-core machine; the timings that matter are the tests'.
  }, 180_000);
  afterAll(async () => t?.close());

  const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const r = await f();
    return [r, Date.now() - started];
  };

  it("password sign-in answers at once and the session works without Redis", async () => {
    const [r, ms] = await timed(() =>
      call(t, "POST", "/sso/login", {
        body: { userName: DEMO_ACCOUNT.userName, passWord: wire(t, DEMO_ACCOUNT.password) },
      }),
    );
    expect(r.code).toBe("00000");
    expect(ms).toBeLessThan(1500);
    const token = (r.data as { token: string }).token;
    const info = await call(t, "GET", "/p/user/userInfo", { token });
    expect(info.code).toBe("00000");
    expect(events).toContain("fallback");
  });

  it("still locks an account after 10 wrong passwords (per-process fallback counters)", async () => {
    const wrong = () =>
      call(t, "POST", "/sso/login", {
        body: { userName: "nobody_redis", passWord: wire(t, "wrong_1") },
        ip: "10.9.9.9",
      });
    const [first, ms] = await timed(wrong);
    expect(first.status).toBe(401);
    expect(ms).toBeLessThan(1500);
    for (let i = 1; i < 10; i++) await wrong();
    const locked = await wrong();
    expect([locked.status, locked.code]).toEqual([429, "B00016"]);
  });

  it("merchant sign-in answers at once", async () => {
    const [r, ms] = await timed(() =>
      call(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } }),
    );
    expect(r.code).toBe("00000");
    expect(ms).toBeLessThan(1500);
  });

  it("refuses to send an SMS code with 503 + Retry-After at once, in both languages", async () => {
    for (const lang of ["zh", "en"] as const) {
      const [r, ms] = await timed(() =>
        call(t, "POST", "/sso/sendLoginCode", { body: { mobile: "13900001111" }, lang }),
      );
      expect(ms).toBeLessThan(1500);
      expect(r.status).toBe(503);
      expect(r.res.headers["retry-after"]).toBe("2");
      expect(r.code).toBe("A00005");
      expect(r.msg).toBe(
        lang === "en" ? "The server had a problem, please try again later" : "服务器出了点小差，请稍后再试",
      );
    }
  });

  it("/readyz stays 200 but reports the cache down (degraded)", async () => {
    const [r, ms] = await timed(() => t.app.inject({ url: "/readyz" }));
    expect(ms).toBeLessThan(1500);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      status: "degraded",
      cache: "redis",
      checks: { database: "up", cache: "down" },
    });
  });
});
