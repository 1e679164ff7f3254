import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { newMobile, register, sendCode, useFakeTime, wire } from "./test-support.ts";
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

const login = (userName: string, password: string) =>
  call(t, "POST", "/sso/login", { body: { userName, passWord: wire(t, password) } });
const alive = async (token: string) => (await call(t, "GET", "/p/shop/account/info", { token })).code === "00000";

describe("PUT /user/resetPassword", () => {
  it("sets the new password with the phone's code and ends every session", async () => {
    const u = await register(t, "forgetful");
    const other = (await login("forgetful", "abc123")).data as { token: string };
    clock.advance(61_000);
    const code = await sendCode(t, "/user/sendForgetPwdCode", u.mobile);
    const r = await call(t, "PUT", "/user/resetPassword", {
      body: { mobile: u.mobile, validCode: code, passWord: wire(t, "new_pass1") },
    });
    expectOk(r);
    expect(await alive(u.token)).toBe(false);
    expect(await alive(other.token)).toBe(false);
    expect((await login("forgetful", "abc123")).code).toBe("A00001");
    expectOk(await login("forgetful", "new_pass1"));
  });

  it("lifts a sign-in lock: the owner proved the phone", async () => {
    const u = await register(t, "locked_out");
    for (let i = 0; i < 10; i++) await login("locked_out", "wrong_pw1");
    expect((await login("locked_out", "abc123")).code).toBe("B00016");
    clock.advance(61_000);
    const code = await sendCode(t, "/user/sendForgetPwdCode", u.mobile);
    expectOk(
      await call(t, "PUT", "/user/resetPassword", {
        body: { mobile: u.mobile, validCode: code, passWord: wire(t, "new_pass1") },
      }),
    );
    expectOk(await login("locked_out", "new_pass1"));
  });

  it.each([
    ["a weak password", "p", { password: "weakpassword" }, "A00002"],
    ["a wrong code", "c", { validCode: "000000" }, "A00006"],
    ["a bad phone", "m", { mobile: "123" }, "A00002"],
  ])("refuses %s", async (_n, suffix, patch: { password?: string; validCode?: string; mobile?: string }, code) => {
    const u = await register(t, `reset_fail_${suffix}`);
    const body = {
      mobile: patch.mobile ?? u.mobile,
      validCode: patch.validCode ?? "123456",
      passWord: wire(t, patch.password ?? "new_pass1"),
    };
    const r = await call(t, "PUT", "/user/resetPassword", { body });
    expect(r.code).toBe(code);
    expect(await alive(u.token)).toBe(true);
  });
});

describe("PUT /p/user/updatePwd", () => {
  it("changes the password, keeps the current session and ends the others", async () => {
    const u = await register(t, "changer_1");
    const other = ((await login("changer_1", "abc123")).data as { token: string }).token;
    const r = await call(t, "PUT", "/p/user/updatePwd", {
      token: u.token,
      body: { oldPassword: wire(t, "abc123"), newPassword: wire(t, "xyz789!") },
    });
    expectOk(r);
    expect(await alive(u.token)).toBe(true);
    expect(await alive(other)).toBe(false);
    expectOk(await login("changer_1", "xyz789!"));
  });

  it.each([
    ["a wrong current password", "nope123", "abc456", 400, "A00001", "The current password is incorrect"],
    ["the same password", "abc123", "abc123", 400, "A00001", "The new password must differ from the current one"],
    [
      "a weak new password",
      "abc123",
      "abcdefgh",
      400,
      "A00002",
      "newPassword: Password must be 6-20 half-width characters with at least two of letters, digits and symbols",
    ],
  ])("refuses %s", async (_n, oldPassword, newPassword, status, code, msg) => {
    const u = await register(t, `chg_${oldPassword}_${newPassword}`.slice(0, 16).replace(/[^A-Za-z0-9_]/g, "_"));
    const r = await call(t, "PUT", "/p/user/updatePwd", {
      token: u.token,
      body: { oldPassword: wire(t, oldPassword), newPassword: wire(t, newPassword) },
    });
    expect([r.status, r.code, r.msg]).toEqual([status, code, msg]);
  });

  it("tells an account without a password to use password recovery", async () => {
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    const token = (
      (await call(t, "POST", "/sso/smsLogin", { body: { userName: mobile, passWord: code } })).data as { token: string }
    ).token;
    const r = await call(t, "PUT", "/p/user/updatePwd", {
      token,
      body: { oldPassword: wire(t, "whatever1"), newPassword: wire(t, "abc123") },
    });
    expect(r.msg).toMatch(/Forgot password/);
  });

  it("locks after 10 wrong current passwords", async () => {
    const u = await register(t, "guesser_1");
    for (let i = 0; i < 10; i++) {
      await call(t, "PUT", "/p/user/updatePwd", {
        token: u.token,
        body: { oldPassword: wire(t, `guess_${i}`), newPassword: wire(t, "abc456") },
      });
    }
    const r = await call(t, "PUT", "/p/user/updatePwd", {
      token: u.token,
      body: { oldPassword: wire(t, "abc123"), newPassword: wire(t, "abc456") },
    });
    expect([r.status, r.code]).toEqual([429, "B00016"]);
  });

  it("requires a session", async () => {
    const r = await call(t, "PUT", "/p/user/updatePwd", {
      body: { oldPassword: wire(t, "abc123"), newPassword: wire(t, "abc456") },
    });
    expect([r.status, r.code]).toEqual([401, "A00004"]);
  });
});

describe("store account password (uc-shopaccount)", () => {
  it("sets a 6-12 character password through a code sent to the buyer's own phone", async () => {
    const u = await register(t, "shop_owner");
    expect((await call(t, "GET", "/p/shop/account/info", { token: u.token })).data).toEqual({
      isSetPassword: false,
      mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(7)}`,
    });
    clock.advance(61_000);
    const code = await sendCode(t, "/p/shop/account/sendCode", u.mobile, { token: u.token });
    const r = await call(t, "PUT", "/p/shop/account/setPassword", {
      token: u.token,
      body: { validCode: code, password: wire(t, "123456") },
    });
    expectOk(r);
    expect((await call(t, "GET", "/p/shop/account/info", { token: u.token })).data).toMatchObject({
      isSetPassword: true,
    });
    const [row] = await t.ctx.database.query<{ password_hash: string }>("select password_hash from shop_accounts");
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The buyer password is untouched.
    expectOk(await login("shop_owner", "abc123"));
  });

  it.each([
    ["5 characters", "12345"],
    ["13 characters", "1234567890123"],
    ["a space", "123 456"],
  ])("refuses a store password of %s", async (_n, password) => {
    const u = await register(t, `shop_pw_${password.length}${password.includes(" ") ? "s" : ""}`);
    const r = await call(t, "PUT", "/p/shop/account/setPassword", {
      token: u.token,
      body: { validCode: "123456", password: wire(t, password) },
    });
    expect(r.code).toBe("A00002");
    expect(r.data).toEqual([{ field: "password", message: "Store account password must be 6-12 characters" }]);
  });

  it("refuses a code for another purpose, and a buyer without a phone", async () => {
    const u = await register(t, "shop_wrong");
    clock.advance(61_000);
    const loginCode = await sendCode(t, "/sso/sendLoginCode", u.mobile);
    const r = await call(t, "PUT", "/p/shop/account/setPassword", {
      token: u.token,
      body: { validCode: loginCode, password: wire(t, "123456") },
    });
    expect(r.code).toBe("A00006");
    const noPhone = await t.login("no_phone");
    const s = await call(t, "POST", "/p/shop/account/sendCode", { token: noPhone.token });
    expect([s.code, s.msg]).toEqual(["A00001", "Please bind a phone number first"]);
  });
});
