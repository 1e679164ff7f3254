import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { createTestApp, openTestDatabase, type TestApp } from "../../../test/harness.ts";
import { TokenStore } from "../../infra/auth/token-store.ts";
import { JobRunner } from "../../infra/jobs/runner.ts";
import { CatalogChanges } from "../../infra/cache/catalog-changes.ts";
import { MemoryKv } from "../../infra/kv/index.ts";
import { SMS_LIMITS } from "./verification.ts";
import { newMobile, sendCode, useFakeTime, wire } from "./test-support.ts";
import { call, expectOk } from "../../../test/http.ts";

let t: TestApp;
let clock: Awaited<ReturnType<typeof useFakeTime>>;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  clock = await useFakeTime(t);
});
afterAll(async () => t.close());

const send = (mobile: string, ip = "10.0.0.1", url = "/sso/sendLoginCode") =>
  call(t, "POST", url, { body: { mobile }, ip });
const smsLogin = (mobile: string, code: string) =>
  call(t, "POST", "/sso/smsLogin", { body: { userName: mobile, passWord: code } });
const latest = async (mobile: string) =>
  ((await call(t, "GET", `/dev/sms/latest?mobile=${mobile}`)).data as { code: string; text: string; type: string }) ??
  null;

describe("SMS codes", () => {
  it("sends a 6-digit code through the sandbox, in the request's language", async () => {
    const mobile = newMobile();
    expectOk(await call(t, "POST", "/sso/sendLoginCode", { body: { mobile }, lang: "zh" }));
    const m = await latest(mobile);
    expect(m.code).toMatch(/^\d{6}$/);
    expect(m.type).toBe("login");
    expect(m.text).toContain(`您的验证码是${m.code}`);
    expect(m.text).toContain("5分钟");
  });

  it("stores only a hash of the code", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    const rows = await t.ctx.database.query<{ code_hash: string }>(
      "select code_hash from sms_codes where mobile = $1",
      [mobile],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it("allows one send per phone per 60 s (any purpose), then again", async () => {
    const mobile = newMobile();
    expectOk(await send(mobile));
    clock.advance(59_000);
    const early = await send(mobile, "10.0.0.2", "/sso/sendBindSmsCode");
    expect([early.status, early.code, early.msg]).toEqual([
      429,
      "B00016",
      "Please wait 60 seconds before requesting another code",
    ]);
    clock.advance(1_001);
    expectOk(await send(mobile));
  });

  it("caps sends per phone per day at 10, and allows more the next (China) day", async () => {
    const mobile = newMobile();
    for (let i = 0; i < SMS_LIMITS.dailyPerPhone; i++) {
      expectOk(await send(mobile, `10.3.0.${i}`));
      clock.advance(61_000);
    }
    const capped = await send(mobile, "10.3.1.1");
    expect([capped.status, capped.code]).toEqual([429, "B00016"]);
    expect(capped.msg).toMatch(/today's limit/);
    clock.advance(24 * 3600_000);
    expectOk(await send(mobile, "10.3.1.1"));
  });

  it("caps sends per IP per day at 50, other IPs unaffected", async () => {
    expect(t.ctx.config.smsDailyPerIp).toBe(50);
    for (let i = 0; i < t.ctx.config.smsDailyPerIp; i++) expectOk(await send(newMobile(), "10.4.4.4"));
    const capped = await send(newMobile(), "10.4.4.4");
    expect([capped.status, capped.msg]).toEqual([
      429,
      "Too many verification codes requested today, please try tomorrow",
    ]);
    expectOk(await send(newMobile(), "10.4.4.5"));
  });

  it("expires a code after 5 minutes", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    clock.advance(5 * 60_000 + 1);
    expect((await smsLogin(mobile, code)).code).toBe("A00006");
  });

  it("accepts a code just before it expires, once", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    clock.advance(5 * 60_000 - 1_000);
    expectOk(await smsLogin(mobile, code));
    expect((await smsLogin(mobile, code)).code).toBe("A00006");
  });

  it("invalidates the previous code when a new one is sent", async () => {
    const mobile = newMobile();
    const first = await sendCode(t, "/sso/sendLoginCode", mobile);
    clock.advance(61_000);
    let second = await sendCode(t, "/sso/sendLoginCode", mobile);
    while (second === first) {
      clock.advance(61_000);
      second = await sendCode(t, "/sso/sendLoginCode", mobile);
    }
    expect((await smsLogin(mobile, first)).code).toBe("A00006");
    expectOk(await smsLogin(mobile, second));
  });

  it("locks checks for a phone after 10 wrong codes in 30 minutes, even the right code, until the window ends", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < SMS_LIMITS.maxWrongTries; i++) expect((await smsLogin(mobile, wrong)).code).toBe("A00006");
    const locked = await smsLogin(mobile, code);
    expect([locked.status, locked.code, locked.msg]).toEqual([
      429,
      "B00016",
      "Too many wrong codes, please try again in 30 minutes",
    ]);
    // Sending is refused too while locked: a new code could not be checked anyway.
    clock.advance(61_000);
    expect((await send(mobile)).code).toBe("B00016");
    clock.advance(30 * 60_000);
    const fresh = await sendCode(t, "/sso/sendLoginCode", mobile);
    expectOk(await smsLogin(mobile, fresh));
  });

  it("does not let a wrong code on one phone affect another", async () => {
    const a = newMobile();
    const b = newMobile();
    await sendCode(t, "/sso/sendLoginCode", a);
    const codeB = await sendCode(t, "/sso/sendLoginCode", b);
    for (let i = 0; i < SMS_LIMITS.maxWrongTries; i++) await smsLogin(a, "999999");
    expectOk(await smsLogin(b, codeB));
  });

  it("uses the same throttles for a password-reset code of an unknown phone, but sends nothing", async () => {
    const mobile = newMobile();
    expectOk(await send(mobile, "10.0.0.1", "/user/sendForgetPwdCode"));
    const r = await call(t, "GET", `/dev/sms/latest?mobile=${mobile}`);
    expect([r.status, r.code]).toEqual([404, "A00013"]);
    const again = await send(mobile, "10.0.0.1", "/user/sendForgetPwdCode");
    expect(again.code).toBe("B00016");
    const reset = await call(t, "PUT", "/user/resetPassword", {
      body: { mobile, validCode: "123456", passWord: wire(t, "abc123") },
    });
    expect(reset.code).toBe("A00006");
  });

  it.each([
    ["missing phone", {}],
    ["bad phone", { mobile: "1234" }],
    ["phone with spaces inside", { mobile: "138 0000 0000" }],
  ])("validates the send body: %s", async (_n, body) => {
    const r = await call(t, "POST", "/sso/sendLoginCode", { body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data).toEqual([{ field: "mobile", message: "Please enter a valid phone number" }]);
  });

  it("answers 404 on /dev/sms/latest for a phone that got nothing", async () => {
    const r = await call(t, "GET", "/dev/sms/latest?mobile=13000000000");
    expect(r.status).toBe(404);
  });
});

describe("production mode", () => {
  it("has no /dev/sms/latest and refuses to send without a configured SMS provider", async () => {
    const { database, drop } = await openTestDatabase();
    const config = { ...loadConfig({}), production: true, dataDir: path.join(process.env.SOUK_TEST_DIR!, "prod") };
    const ctx: AppContext = {
      config,
      database,
      tokens: new TokenStore(database.db),
      jobs: new JobRunner(database),
      catalogChanges: new CatalogChanges(),
      kv: new MemoryKv(),
    };
    const app = await buildApp(ctx, { logger: false });
    try {
      const dev = await app.inject({ url: "/dev/sms/latest?mobile=13800000000" });
      expect(dev.statusCode).toBe(404);
      const sent = await app.inject({ method: "POST", url: "/sso/sendLoginCode", payload: { mobile: "13800000000" } });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().code).toBe("A00001");
      // The failed send neither blocks a retry nor leaves a usable code.
      const rows = await database.query<{ invalidated_at: Date | null }>("select invalidated_at from sms_codes");
      expect(rows.every((r) => r.invalidated_at !== null)).toBe(true);
      expect(
        (await app.inject({ method: "POST", url: "/sso/sendLoginCode", payload: { mobile: "13800000000" } }))
          .statusCode,
      ).toBe(503);
    } finally {
      await app.close();
      await ctx.kv.close();
      await drop();
    }
  });
});
