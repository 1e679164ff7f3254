import { describe, expect, it } from "vitest";
import {
  isFreshPasswordTimestamp,
  passwordPlaintext,
  PASSWORD_AES_KEY,
  PASSWORD_MAX_SKEW_MS,
  splitPasswordPlaintext,
} from "../password.ts";
import {
  isValidPassword,
  isValidShopAccountPassword,
  loginAccountSchema,
  nickNameSchema,
  registerAccountSchema,
  registerFormSchema,
  LOGIN_ACCOUNT_MAX_LENGTH,
  MOBILE_LENGTH,
  PASSWORD_MAX_LENGTH,
  REGISTER_ACCOUNT_MAX_LENGTH,
  SHOP_ACCOUNT_PASSWORD_MAX_LENGTH,
  SMS_CODE_LENGTH,
  smsCodeSchema,
} from "./account.ts";
import { phoneSchema } from "../validation.ts";
import { addressBody, receiverSchema } from "./address.ts";
import { deleteFootprintBody } from "./collection.ts";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("password rule (6-20 half-width, two of letters/digits/symbols)", () => {
  it.each([
    ["abc123", true],
    ["ABCdef", false], // letters only
    ["123456", false], // digits only
    ["!@#$%^", false], // symbols only
    ["abc!@#", true],
    ["123!@#", true],
    ["a1", false], // too short
    ["abcde1", true], // exactly 6
    ["a".repeat(19) + "1", true], // exactly 20
    ["a".repeat(20) + "1", false], // 21
    ["abc 123", false], // space is not allowed
    ["ａｂｃ１２３", false], // full-width
    ["密码abc123", false], // non-ASCII
    ["Passw0rd", true],
  ])("%j → %s", (pw, ok) => {
    expect(isValidPassword(pw)).toBe(ok);
  });
});

describe("store account password (6-12)", () => {
  it.each([
    ["12345", false],
    ["123456", true],
    ["123456789012", true],
    ["1234567890123", false],
    ["abc 123", false],
  ])("%j → %s", (pw, ok) => expect(isValidShopAccountPassword(pw)).toBe(ok));
});

describe("account names", () => {
  it.each([
    [registerAccountSchema, "abc", "v.registerAccount"],
    [registerAccountSchema, "abcd", null],
    [registerAccountSchema, "a_b_c_d_e_f_g_h_", null],
    [registerAccountSchema, "a_b_c_d_e_f_g_h_i", "v.registerAccount"],
    [registerAccountSchema, "ab-cd", "v.registerAccount"],
    [registerAccountSchema, "用户名字", "v.registerAccount"],
    [registerAccountSchema, "13800000000", "v.accountDigits"],
    [registerAccountSchema, "1234a", null],
    [loginAccountSchema, "a".repeat(30), null],
    [loginAccountSchema, "a".repeat(31), "v.loginAccount"],
    [loginAccountSchema, "13800000000", null],
    [loginAccountSchema, undefined, "v.loginAccount"],
  ] as const)("%#: %j", (schema, value, message) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(message === null);
    if (message) expect(firstMessage(r)).toBe(message);
  });
});

describe("sms code, nickname, receiver", () => {
  it.each([
    [smsCodeSchema, "", "v.smsCode"],
    [smsCodeSchema, "12345", "v.smsCodeFormat"],
    [smsCodeSchema, " 123456 ", null],
    [nickNameSchema, "   ", "v.nickName"],
    [nickNameSchema, "一二三四五六七八九十一二三四五", null],
    [nickNameSchema, "一二三四五六七八九十一二三四五六", "v.nickName"],
    [nickNameSchema, "😀".repeat(15), null],
    [nickNameSchema, "a\u0000b", "v.nickName"],
    [nickNameSchema, "<script>", "v.nickNameChars"],
    [nickNameSchema, "a>b", "v.nickNameChars"],
    [nickNameSchema, "小明 & 小红", null],
    [receiverSchema, "张", "v.receiver"],
    [receiverSchema, "张三", null],
    [receiverSchema, "<b>x</b>", "v.receiver"],
  ] as const)("%#: %j", (schema, value, message) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(message === null);
    if (message) expect(firstMessage(r)).toBe(message);
  });
});

describe("register form", () => {
  const ok = {
    userName: "buyer_1",
    mobile: "13800000001",
    validCode: "123456",
    password: "abc123",
    confirmPassword: "abc123",
    agree: true,
  };
  it.each([
    ["valid", {}, null, null],
    ["confirmation differs", { confirmPassword: "abc124" }, "confirmPassword", "v.passwordConfirm"],
    ["terms not agreed", { agree: false }, "agree", "v.agreeTerms"],
    ["bad phone", { mobile: "23800000001" }, "mobile", "v.phone"],
    ["short phone", { mobile: "1380000000" }, "mobile", "v.phone"],
  ] as const)("%s", (_n, patch, field, message) => {
    const r = registerFormSchema.safeParse({ ...ok, ...patch });
    expect(r.success).toBe(field === null);
    if (field) {
      expect(r.error?.issues[0]?.path).toEqual([field]);
      expect(r.error?.issues[0]?.message).toBe(message);
    }
  });
});

describe("address body and footprint deletion", () => {
  it("normalises isDefault to 1/0 and rejects a short detail address", () => {
    const base = {
      receiver: "张三",
      mobile: "13800000001",
      provinceId: 44,
      cityId: 4403,
      areaId: 440305,
      addr: "科技园一路1号",
    };
    expect(addressBody.parse({ ...base, isDefault: true }).isDefault).toBe(1);
    expect(addressBody.parse(base).isDefault).toBeUndefined();
    expect(firstMessage(addressBody.safeParse({ ...base, addr: "1号" }))).toBe("v.addr");
    expect(firstMessage(addressBody.safeParse({ ...base, provinceId: "x" }))).toBe("v.region");
  });
  it.each([
    [{}, false],
    [{ footprintIds: [] }, false],
    [{ footprintIds: [1, 2] }, true],
    [{ all: true }, true],
    [{ all: false }, false],
  ])("%j → %s", (body, ok) => expect(deleteFootprintBody.safeParse(body).success).toBe(ok));
});

describe("password on the wire", () => {
  it("uses a 16-character AES-128 key and a 13-digit timestamp prefix", () => {
    expect(PASSWORD_AES_KEY).toHaveLength(16);
    expect(passwordPlaintext("abc123", 1_700_000_000_000)).toBe("1700000000000abc123");
    expect(splitPasswordPlaintext("1700000000000abc123")).toEqual({ timestamp: 1_700_000_000_000, password: "abc123" });
    expect(splitPasswordPlaintext("17000abc")).toBeNull();
  });
  it.each([
    [0, true],
    [PASSWORD_MAX_SKEW_MS, true],
    [-PASSWORD_MAX_SKEW_MS, true],
    [PASSWORD_MAX_SKEW_MS + 1, false],
    [-PASSWORD_MAX_SKEW_MS - 1, false],
  ])("skew %i ms fresh: %s", (skew, fresh) => {
    const now = 1_700_000_000_000;
    expect(isFreshPasswordTimestamp(now + skew, now)).toBe(fresh);
  });
});

describe("form length limits agree with the schemas", () => {
  const digits = (n: number) => "1".repeat(n);
  it.each([
    ["register account", (v: string) => registerAccountSchema.safeParse(v).success, REGISTER_ACCOUNT_MAX_LENGTH, "a"],
    ["login account", (v: string) => loginAccountSchema.safeParse(v).success, LOGIN_ACCOUNT_MAX_LENGTH, "a"],
    ["password", (v: string) => isValidPassword(v), PASSWORD_MAX_LENGTH, "a1"],
    ["shop password", (v: string) => isValidShopAccountPassword(v), SHOP_ACCOUNT_PASSWORD_MAX_LENGTH, "a"],
    ["SMS code", (v: string) => smsCodeSchema.safeParse(v).success, SMS_CODE_LENGTH, "1"],
    ["mobile", (v: string) => phoneSchema.safeParse(v).success, MOBILE_LENGTH, "1"],
  ] as const)("%s: %i characters pass, one more does not", (_, ok, max, unit) => {
    const at = (n: number) => (unit === "1" ? digits(n) : unit.repeat(Math.ceil(n / unit.length)).slice(0, n));
    expect(ok(at(max))).toBe(true);
    expect(ok(at(max + 1))).toBe(false);
  });
});
