import { describe, expect, it } from "vitest";
import {
  decideErrorAction,
  fieldMessages,
  isStaleAuthFailure,
  type ErrorAction,
  type PolicyOptions,
} from "./error-policy";

type Row = [string, { code: string; msg: string | null; data?: unknown }, PolicyOptions, ErrorAction];

const rows: Row[] = [
  ["A00004 opens the login popup", { code: "A00004", msg: "Please log in" }, {}, { kind: "login" }],
  [
    "A00004 with suppressLogin only drops the token",
    { code: "A00004", msg: null },
    { suppressLogin: true },
    { kind: "clearToken" },
  ],
  ["A00004 still drops the token when silent", { code: "A00004", msg: null }, { silent: true }, { kind: "login" }],
  [
    "A00005 shows its message",
    { code: "A00005", msg: "数据库忙" },
    {},
    { kind: "toast", messages: ["数据库忙"], fallback: "serverTrouble" },
  ],
  [
    "A00005 without message shows server trouble",
    { code: "A00005", msg: null },
    {},
    { kind: "toast", messages: [], fallback: "serverTrouble" },
  ],
  [
    "A00005 with blank message shows server trouble",
    { code: "A00005", msg: "  " },
    {},
    { kind: "toast", messages: [], fallback: "serverTrouble" },
  ],
  ["A10000 is only logged", { code: "A10000", msg: "sso" }, {}, { kind: "log" }],
  [
    "A00001 shows the message",
    { code: "A00001", msg: "库存不足" },
    {},
    { kind: "toast", messages: ["库存不足"], fallback: "error" },
  ],
  [
    "A03002 shows the message",
    { code: "A03002", msg: "请勿重复提交" },
    {},
    { kind: "toast", messages: ["请勿重复提交"], fallback: "error" },
  ],
  [
    "A00002 shows each field message",
    { code: "A00002", msg: "Invalid", data: ["mobile:请输入正确的手机号", "nickName:不能为空"] },
    {},
    { kind: "toast", messages: ["请输入正确的手机号", "不能为空"], fallback: "error" },
  ],
  [
    "A00002 accepts {field,message} objects",
    { code: "A00002", msg: "Invalid", data: [{ field: "mobile", message: "enter valid phone" }] },
    {},
    { kind: "toast", messages: ["enter valid phone"], fallback: "error" },
  ],
  [
    "A00002 without fields falls back to msg",
    { code: "A00002", msg: "参数校验失败", data: null },
    {},
    { kind: "toast", messages: ["参数校验失败"], fallback: "error" },
  ],
  [
    "unknown code shows its message",
    { code: "B12345", msg: "boom" },
    {},
    { kind: "toast", messages: ["boom"], fallback: "error" },
  ],
  [
    "unknown code without message shows 'Error'",
    { code: "B12345", msg: null },
    {},
    { kind: "toast", messages: [], fallback: "error" },
  ],
  ["silent callers only log", { code: "A00001", msg: "x" }, { silent: true }, { kind: "log" }],
];

describe("decideErrorAction (spec part 8)", () => {
  it.each(rows)("%s", (_name, env, opts, expected) => {
    expect(decideErrorAction({ data: null, ...env }, opts)).toEqual(expected);
  });
});

describe("fieldMessages", () => {
  it.each([
    [null, []],
    ["not a list", []],
    [["a:b:c"], ["b:c"]],
    [["只有消息"], ["只有消息"]],
    [["user.mobile:bad"], ["bad"]],
    [
      [{ msg: "m" }, { defaultMessage: "d" }, { other: 1 }, 3],
      ["m", "d"],
    ],
    [["field:   "], []],
  ] as const)("%j → %j", (data, expected) => {
    expect(fieldMessages(data)).toEqual(expected);
  });
});

describe("isStaleAuthFailure", () => {
  it.each([
    ["same token: the session really ended", "t1", "t1", false],
    ["no token then, none now: ask to log in", null, null, false],
    ["token already dropped", "t1", null, false],
    ["rotated while on its way (SSO jump)", "t1", "t2", true],
    ["logged in while on its way", null, "t2", true],
  ] as const)("%s", (_n, sent, now, stale) => {
    expect(isStaleAuthFailure(sent, now)).toBe(stale);
  });
});
