import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { ensureDemoCredentials, DEMO_ACCOUNT } from "./service.ts";
import { newMobile, register, sendCode, useFakeTime, wire } from "./test-support.ts";
import { call, expectOk } from "../../../test/http.ts";

let t: TestApp;
let clock: Awaited<ReturnType<typeof useFakeTime>>;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  clock = await useFakeTime(t); // a fresh kv per test: throttles of one test do not leak into the next
});
afterAll(async () => t.close());

const login = (
  userName: string,
  password: string,
  opts: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) => call(t, "POST", "/sso/login", { body: { userName, passWord: wire(t, password) }, ...opts });

const tokenOfCall = (c: { data: unknown }) => (c.data as { token: string }).token;

describe("POST /sso/login", () => {
  it("signs in by account name (any case) or by phone, with a new token each time", async () => {
    const u = await register(t, "login_user", "pass_123");
    const a = await login("login_user", "pass_123");
    const b = await login("LOGIN_USER", "pass_123");
    const c = await login(u.mobile, "pass_123");
    for (const r of [a, b, c]) {
      expectOk(r);
      expect(r.data).toMatchObject({ userFlag: 1 });
    }
    const tokens = new Set([u.token, tokenOfCall(a), tokenOfCall(b), tokenOfCall(c)]);
    expect(tokens.size).toBe(4);
    // Each sign-in from another "device" leaves the others signed in.
    for (const tok of tokens) expect((await call(t, "GET", "/p/shop/account/info", { token: tok })).code).toBe("00000");
  });

  it("rotates the token the request carried: the old one stops working", async () => {
    await register(t, "rotate_me");
    const first = tokenOfCall(await login("rotate_me", "abc123"));
    const second = await login("rotate_me", "abc123", { headers: { cookie: `token=${first}` } });
    expectOk(second);
    expect(tokenOfCall(second)).not.toBe(first);
    expect((await call(t, "GET", "/p/shop/account/info", { token: first })).code).toBe("A00004");
    expect((await call(t, "GET", "/p/shop/account/info", { token: tokenOfCall(second) })).code).toBe("00000");
  });

  it.each([
    ["a wrong password", "rightful", "wrong_1"],
    ["an unknown account", "nobody_here", "abc123"],
    ["an unknown phone", "13011112222", "abc123"],
  ])("answers %s with the same generic message", async (_n, name, password) => {
    await register(t, "rightful").catch(() => undefined);
    const r = await login(name, password);
    expect([r.status, r.code, r.msg]).toEqual([401, "A00001", "Incorrect account or password"]);
  });

  it.each([
    ["account too short", { userName: "abc", passWord: "x" }, "userName"],
    ["account with a space", { userName: "ab cd", passWord: "x" }, "userName"],
    ["account of 31 characters", { userName: "a".repeat(31), passWord: "x" }, "userName"],
    ["blank password", { userName: "abcd", passWord: "" }, "passWord"],
    ["missing password", { userName: "abcd" }, "passWord"],
  ])("validates: %s", async (_n, body, field) => {
    const r = await call(t, "POST", "/sso/login", { body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect((r.data as { field: string }[])[0]?.field).toBe(field);
  });

  it("locks an account for 30 minutes after 10 wrong passwords, whoever tries, with a message that does not reveal the account", async () => {
    await register(t, "victim_01", "good_pw1");
    for (let i = 0; i < 10; i++) {
      const r = await login("victim_01", `bad_pw${i}`, { ip: `10.1.0.${i}` });
      expect(r.msg).toBe("Incorrect account or password");
    }
    const locked = await login("victim_01", "good_pw1", { ip: "10.2.0.1" });
    expect([locked.status, locked.code]).toEqual([429, "B00016"]);
    expect(locked.msg).toMatch(/Too many failed sign-in attempts/);
    // An unknown account locks the same way after 10 tries.
    for (let i = 0; i < 10; i++) await login("ghost_user", "bad_pw1");
    expect((await login("ghost_user", "bad_pw1")).msg).toBe(locked.msg);
    // Still locked at 29 minutes, open again after 30.
    clock.advance(29 * 60_000);
    expect((await login("victim_01", "good_pw1", { ip: "10.2.0.1" })).code).toBe("B00016");
    clock.advance(60_000 + 1);
    expectOk(await login("victim_01", "good_pw1", { ip: "10.2.0.1" }));
  });

  it("counts failures in a 30-minute window, and a correct password clears them", async () => {
    await register(t, "window_01", "good_pw1");
    for (let i = 0; i < 9; i++) await login("window_01", "bad_pw1");
    expectOk(await login("window_01", "good_pw1"));
    for (let i = 0; i < 9; i++) await login("window_01", "bad_pw1");
    expectOk(await login("window_01", "good_pw1")); // 9 + 9 failures, never 10 in a row
    for (let i = 0; i < 9; i++) await login("window_01", "bad_pw1");
    clock.advance(30 * 60_000 + 1);
    await login("window_01", "bad_pw1"); // the earlier 9 expired with their window
    expectOk(await login("window_01", "good_pw1"));
  });

  it("locks an IP after 50 wrong passwords spread over many accounts, not other IPs", async () => {
    await register(t, "ip_victim", "good_pw1");
    for (let i = 0; i < 50; i++) await login(`spray_${i}`, "bad_pw1", { ip: "10.9.9.9" });
    expect((await login("ip_victim", "good_pw1", { ip: "10.9.9.9" })).code).toBe("B00016");
    expectOk(await login("ip_victim", "good_pw1", { ip: "10.9.9.10" }));
  });

  it("refuses a disabled account once the password is right", async () => {
    await register(t, "disabled_1");
    await t.ctx.database.query("update users set status = 0 where user_name = 'disabled_1'");
    const r = await login("disabled_1", "abc123");
    expect([r.status, r.code]).toEqual([403, "A00001"]);
  });

  it("signs in the seeded demo buyer with the documented credentials", async () => {
    await t.ctx.database.query("insert into users (user_name, nick_name) values ('demo', 'Demo')");
    expect(await ensureDemoCredentials(t.ctx)).toBe(true);
    expectOk(await login(DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password));
    expectOk(await login(DEMO_ACCOUNT.mobile, DEMO_ACCOUNT.password));
    // Idempotent, and a demo who changed the password keeps it.
    await t.ctx.database.query("update users set password_hash = 'changed' where user_name = 'demo'");
    expect(await ensureDemoCredentials(t.ctx)).toBe(true);
    const [row] = await t.ctx.database.query<{ password_hash: string }>(
      "select password_hash from users where user_name = 'demo'",
    );
    expect(row?.password_hash).toBe("changed");
  });
});

describe("POST /sso/smsLogin", () => {
  it("creates the account of an unregistered phone (generated nickname, no password) and signs it in", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    const r = await call(t, "POST", "/sso/smsLogin", { body: { userName: mobile, passWord: code } });
    expectOk(r);
    expect(r.res.cookies.find((c) => c.name === "token")?.value).toBe(tokenOfCall(r));
    const [row] = await t.ctx.database.query<{
      nick_name: string;
      user_name: string | null;
      password_hash: string | null;
    }>("select nick_name, user_name, password_hash from users where mobile = $1", [mobile]);
    expect(row?.nick_name).toMatch(/^souk_[a-z2-9]{8}$/);
    expect(row?.user_name).toBeNull();
    expect(row?.password_hash).toBeNull();
  });

  it("signs in an existing account by its phone, and the code works once", async () => {
    const u = await register(t, "sms_user");
    clock.advance(61_000); // one code per phone per minute
    const code = await sendCode(t, "/sso/sendLoginCode", u.mobile);
    expectOk(await call(t, "POST", "/sso/smsLogin", { body: { userName: u.mobile, passWord: code } }));
    const again = await call(t, "POST", "/sso/smsLogin", { body: { userName: u.mobile, passWord: code } });
    expect(again.code).toBe("A00006");
    const n = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from users where mobile = $1", [
      u.mobile,
    ]);
    expect(n[0]?.n).toBe(1);
  });

  it.each([
    ["bad phone", { userName: "12345", passWord: "123456" }, "userName"],
    ["blank code", { userName: "13900000000", passWord: "" }, "passWord"],
  ])("validates: %s", async (_n, body, field) => {
    const r = await call(t, "POST", "/sso/smsLogin", { body });
    expect(r.code).toBe("A00002");
    expect((r.data as { field: string }[])[0]?.field).toBe(field);
  });
});

describe("POST /logOut", () => {
  it("revokes the token and clears the cookie", async () => {
    const u = await register(t, "leaving_1");
    const r = await call(t, "POST", "/logOut", { headers: { cookie: `token=${u.token}`, uuid: "browser-1" } });
    expectOk(r);
    const cleared = r.res.cookies.find((c) => c.name === "token");
    expect(cleared?.value).toBe("");
    expect(cleared?.maxAge ?? 0).toBeLessThanOrEqual(0);
    expect((await call(t, "GET", "/p/shop/account/info", { token: u.token })).code).toBe("A00004");
  });

  it("succeeds without a token (and only clears the cookie)", async () => {
    expectOk(await call(t, "POST", "/logOut"));
  });
});
