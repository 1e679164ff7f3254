import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { encryptWirePassword } from "../../infra/auth/password-cipher.ts";
import { insertUser, uniqueViolation } from "./queries.ts";
import { newMobile, register, sendCode, useFakeTime, wire } from "./test-support.ts";
import { call, expectOk } from "../../../test/http.ts";

const good = { userName: "valid_name", mobile: "13900000000", validCode: "123456" };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("POST /user/register", () => {
  it("registers, signs in (token in data and in the cookie) and the token works", async () => {
    const mobile = newMobile();
    const validCode = await sendCode(t, "/user/sendRegisterCode", mobile);
    const r = await call(t, "POST", "/user/register", {
      body: { userName: "alice_1", mobile, validCode, passWord: wire(t, "abc123") },
    });
    expectOk(r);
    const data = r.data as { accessToken: string; token: string; userFlag: number };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.accessToken).toBe(data.token);
    expect(data.userFlag).toBe(1);
    const cookie = r.res.cookies.find((c) => c.name === "token");
    expect(cookie).toMatchObject({ value: data.token, path: "/", sameSite: "Lax", maxAge: 30 * 24 * 3600 });
    expect(cookie?.httpOnly).toBeFalsy(); // the storefront reads it (spec part 4)
    expect(cookie?.secure).toBeFalsy(); // plain http here; Secure over https (see the https test)
    const me = await call(t, "GET", "/p/user/userInfo", { token: data.token });
    if (me.status !== 404) expect(me.code).toBe("00000"); // the user module may not be registered in this build
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const mobile = newMobile();
    const validCode = await sendCode(t, "/user/sendRegisterCode", mobile);
    const r = await call(t, "POST", "/user/register", {
      body: { userName: "secure_1", mobile, validCode, passWord: wire(t, "abc123") },
      headers: { "x-forwarded-proto": "https" },
      ip: "127.0.0.1", // the trusted proxy
    });
    expectOk(r);
    expect(r.res.cookies.find((c) => c.name === "token")?.secure).toBe(true);
  });

  it.each([
    ["account too short", { userName: "abc" }, "userName", "Account must be 4-16 letters, digits or underscores"],
    [
      "account too long",
      { userName: "a".repeat(17) },
      "userName",
      "Account must be 4-16 letters, digits or underscores",
    ],
    ["account with a dash", { userName: "ab-cd" }, "userName", "Account must be 4-16 letters, digits or underscores"],
    ["account of digits only", { userName: "12345678" }, "userName", "The account cannot be digits only"],
    ["account missing", { userName: undefined }, "userName", "Account must be 4-16 letters, digits or underscores"],
    ["phone not starting with 1", { mobile: "23900000000" }, "mobile", "Please enter a valid phone number"],
    ["phone of 10 digits", { mobile: "1390000000" }, "mobile", "Please enter a valid phone number"],
    ["phone with letters", { mobile: "1390000000a" }, "mobile", "Please enter a valid phone number"],
    ["code missing", { validCode: "" }, "validCode", "Please enter the verification code"],
    ["code of 5 digits", { validCode: "12345" }, "validCode", "The verification code has 6 digits"],
  ])("rejects %s with A00002 on the field", async (_name, patch, field, message) => {
    const r = await call(t, "POST", "/user/register", { body: { ...good, passWord: wire(t, "abc123"), ...patch } });
    expect(r.status).toBe(400);
    expect(r.code).toBe("A00002");
    expect(r.data).toEqual(expect.arrayContaining([{ field, message }]));
  });

  it.each([
    ["letters only", "abcdefg"],
    ["digits only", "1234567"],
    ["symbols only", "!@#$%^&"],
    ["too short", "ab1"],
    ["too long", "abc123".repeat(4)],
    ["a space", "abc 123"],
    ["full-width characters", "ａｂｃ１２３"],
  ])("rejects a password with %s (checked after decryption)", async (_name, password) => {
    const r = await call(t, "POST", "/user/register", { body: { ...good, passWord: wire(t, password) } });
    expect(r.code).toBe("A00002");
    expect(r.data).toEqual([
      {
        field: "passWord",
        message: "Password must be 6-20 half-width characters with at least two of letters, digits and symbols",
      },
    ]);
  });

  it("answers validation messages in Chinese by default", async () => {
    const r = await call(t, "POST", "/user/register", {
      body: { ...good, mobile: "2", passWord: wire(t, "abc123") },
      lang: "zh",
    });
    expect(r.data).toEqual([{ field: "mobile", message: "请输入正确的手机号" }]);
  });

  it("rejects a password that is not our cipher text", async () => {
    for (const passWord of ["abc123", "bm90IGFlcw==", encryptWirePassword("abc123").slice(0, -4)]) {
      const r = await call(t, "POST", "/user/register", { body: { ...good, passWord } });
      expect(r.code).toBe("A00002");
      expect(r.data).toEqual([
        { field: "passWord", message: "The password could not be read, please refresh the page and retry" },
      ]);
    }
  });

  it.each([
    ["6 minutes old", -6 * 60_000],
    ["6 minutes ahead", 6 * 60_000],
  ])("rejects a password encrypted %s as expired, telling the server time", async (_n, skew) => {
    const r = await call(t, "POST", "/user/register", { body: { ...good, passWord: wire(t, "abc123", skew) } });
    expect(r.status).toBe(400);
    expect(r.code).toBe("A00001");
    expect(r.msg).toBe("The request has expired, please retry");
    expect((r.data as { serverTime: number }).serverTime).toBeTypeOf("number");
  });

  it("accepts a password encrypted 4 minutes ago", async () => {
    const mobile = newMobile();
    const validCode = await sendCode(t, "/user/sendRegisterCode", mobile);
    const r = await call(t, "POST", "/user/register", {
      body: { userName: "late_user", mobile, validCode, passWord: wire(t, "abc123", -4 * 60_000) },
    });
    expectOk(r);
  });

  it("refuses a taken account name (any case) and a registered phone with a clear A00001, without spending the code", async () => {
    const first = await register(t, "Taken_Name");
    const mobile = newMobile();
    const validCode = await sendCode(t, "/user/sendRegisterCode", mobile);
    const dupName = await call(t, "POST", "/user/register", {
      body: { userName: "taken_name", mobile, validCode, passWord: wire(t, "abc123") },
    });
    expect([dupName.status, dupName.code, dupName.msg]).toEqual([409, "A00001", "This account name is already taken"]);
    const dupPhone = await call(t, "POST", "/user/register", {
      body: { userName: "other_name", mobile: first.mobile, validCode, passWord: wire(t, "abc123") },
      lang: "zh",
    });
    expect([dupPhone.status, dupPhone.code, dupPhone.msg]).toEqual([409, "A00001", "该手机号已被注册"]);
    // The code was not used up by the refusals.
    expectOk(
      await call(t, "POST", "/user/register", {
        body: { userName: "other_name", mobile, validCode, passWord: wire(t, "abc123") },
      }),
    );
  });

  it("lets one of two concurrent registrations of the same name win; the other gets the clear 409", async () => {
    const [m1, m2] = [newMobile(), newMobile()];
    const [c1, c2] = [await sendCode(t, "/user/sendRegisterCode", m1), await sendCode(t, "/user/sendRegisterCode", m2)];
    const results = await Promise.all([
      call(t, "POST", "/user/register", {
        body: { userName: "race_name", mobile: m1, validCode: c1, passWord: wire(t, "abc123") },
      }),
      call(t, "POST", "/user/register", {
        body: { userName: "RACE_NAME", mobile: m2, validCode: c2, passWord: wire(t, "abc123") },
      }),
    ]);
    expect(results.map((r) => [r.status, r.code, r.msg]).sort()).toEqual([
      [200, "00000", null],
      [409, "A00001", "This account name is already taken"],
    ]);
  });

  it("recognises the unique constraint a failed insert violated, on this driver", async () => {
    await insertUser(t.ctx.database.db, { userName: "Uv_Name", nickName: "x", mobile: "13100000001" });
    const byName = await insertUser(t.ctx.database.db, { userName: "uV_nAME", nickName: "x" }).catch((e: unknown) => e);
    const byMobile = await insertUser(t.ctx.database.db, {
      userName: "uv_other",
      nickName: "x",
      mobile: "13100000001",
    }).catch((e: unknown) => e);
    expect(uniqueViolation(byName)).toBe("users_user_name_lower_uq");
    expect(uniqueViolation(byMobile)).toContain("mobile");
    expect(uniqueViolation(new Error("other"))).toBeNull();
  });

  it("refuses to send a registration code to a registered phone", async () => {
    const u = await register(t, "has_phone");
    const r = await call(t, "POST", "/user/sendRegisterCode", { body: { mobile: u.mobile } });
    expect([r.status, r.code, r.msg]).toEqual([409, "A00001", "This phone number is already registered"]);
  });

  it("refuses a wrong code and a code sent for another purpose", async () => {
    const mobile = newMobile();
    const loginCode = await sendCode(t, "/sso/sendLoginCode", mobile);
    const r = await call(t, "POST", "/user/register", {
      body: { userName: "wrong_code", mobile, validCode: loginCode, passWord: wire(t, "abc123") },
    });
    expect([r.status, r.code]).toEqual([400, "A00006"]);
    const w = await call(t, "POST", "/user/register", {
      body: { userName: "wrong_code", mobile, validCode: "000000", passWord: wire(t, "abc123") },
    });
    expect(w.code).toBe("A00006");
  });

  it("drops unknown fields such as a role or a status (mass assignment)", async () => {
    const mobile = newMobile();
    const validCode = await sendCode(t, "/user/sendRegisterCode", mobile);
    const r = await call(t, "POST", "/user/register", {
      body: {
        userName: "mass_assign",
        mobile,
        validCode,
        passWord: wire(t, "abc123"),
        status: 0,
        role: "admin",
        userId: 1,
      },
    });
    expectOk(r);
    const rows = await t.ctx.database.query<{ status: number; user_id: number }>(
      "select status, user_id from users where user_name = 'mass_assign'",
    );
    expect(rows[0]?.status).toBe(1);
    expect(rows[0]?.user_id).not.toBe(1);
  });
});

describe("a fake clock", () => {
  it("moves the password timestamp window with it", async () => {
    const clock = await useFakeTime(t);
    const stale = encryptWirePassword("abc123", clock.now());
    clock.advance(5 * 60_000 + 1);
    const r = await call(t, "POST", "/user/register", { body: { ...good, passWord: stale } });
    expect(r.msg).toBe("The request has expired, please retry");
  });
});
