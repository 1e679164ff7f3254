import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BalanceLogRecord, Page, PlatformMember } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { wire } from "../account/test-support.ts";
import { expectBalanceIsLedgerSum, grant } from "../checkout/test-support.ts";
import { expectPointsAreLedgerSum, grantPoints } from "../points/test-support.ts";

/** The platform console's members: search, a buyer's accounts, adjustments with a reason, disable. */
let t: TestApp;
let admin = "";
let ops = "";
let shop = "";
const signIn = async (url: string, userName: string, passWord = "souk1234") =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord } })).data.token;
let n = 0;
const rid = () => `member-test-${Date.now()}-${n++}`;

beforeAll(async () => {
  t = await createSeededApp();
  await t.ctx.database.db.insert(shopStaff).values({
    shopId: null,
    userName: "platform_ops_m",
    role: "operations",
    passwordHash: await hashPassword("souk1234"),
  });
  admin = await signIn("/admin/login", "platform");
  ops = await signIn("/admin/login", "platform_ops_m");
  shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

const opLog = (action: string, target: number) =>
  t.ctx.database.query<{ detail: { reason?: string } }>(
    "select detail from staff_op_log where shop_id is null and action = $1 and target = $2",
    [action, String(target)],
  );

describe("finding members", () => {
  it("by account, nickname or phone part; the phone is masked; figures as the buyer sees them", async () => {
    const demo = await api<Page<PlatformMember>>(t, "GET", "/admin/members/page?keyword=demo", { token: admin });
    expect(demo.code, demo.msg ?? "").toBe("00000");
    const d = demo.data.records.find((m) => m.userName === "demo")!;
    expect(d).toBeDefined();
    expect(d.mobile ?? "").not.toMatch(/^\d{11}$/);
    if (d.mobile) expect(d.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const [u] = await t.ctx.database.query<{ mobile: string | null; nick_name: string }>(
      "select mobile, nick_name from users where user_id = $1",
      [d.userId],
    );
    if (u!.mobile) {
      const byPhone = await api<Page<PlatformMember>>(
        t,
        "GET",
        `/admin/members/page?keyword=${u!.mobile.slice(3, 9)}`,
        { token: admin },
      );
      expect(byPhone.data.records.map((m) => m.userId)).toContain(d.userId);
    }
    const byNick = await api<Page<PlatformMember>>(
      t,
      "GET",
      `/admin/members/page?keyword=${encodeURIComponent(u!.nick_name)}`,
      { token: admin },
    );
    expect(byNick.data.records.map((m) => m.userId)).toContain(d.userId);
    const none = await api<Page<PlatformMember>>(t, "GET", "/admin/members/page?keyword=%25%25nobody_like_this", {
      token: admin,
    });
    expect(none.data.total).toBe(0);
    const tooLong = await api(t, "GET", `/admin/members/page?keyword=${"x".repeat(51)}`, { token: admin, lang: "zh" });
    expect([tooLong.status, tooLong.msg]).toEqual([400, "keyword: 搜索内容最多50个字符"]);
  });

  it("a buyer's detail, ledgers, member info, orders and gift cards; an unknown buyer is 404", async () => {
    const b = await t.login("详情买家");
    await grant(t, b.userId, 1234);
    await grantPoints(t, b.userId, 300);
    const one = await api<PlatformMember>(t, "GET", `/admin/members/${b.userId}`, { token: admin });
    expect(one.data).toMatchObject({ userId: b.userId, nickName: "详情买家", balance: 12.34, points: 300, status: 1 });
    const log = await api<Page<BalanceLogRecord>>(t, "GET", `/admin/members/${b.userId}/balance-log`, { token: admin });
    expect(log.data.records.map((r) => r.amount)).toEqual([12.34]);
    const pts = await api<Page<{ points: number }>>(t, "GET", `/admin/members/${b.userId}/points-log`, {
      token: admin,
    });
    expect(pts.data.records.map((r) => r.points)).toContain(300);
    for (const path of ["member", "growth-log", "gift-cards", "orders"]) {
      const r = await api(t, "GET", `/admin/members/${b.userId}/${path}`, { token: admin });
      expect(r.code, `${path}: ${r.msg}`).toBe("00000");
    }
    const missing = await api(t, "GET", "/admin/members/99999999/orders", { token: admin, lang: "zh" });
    expect([missing.status, missing.msg]).toEqual([404, "会员不存在"]);
  });
});

describe("adjusting balance and points", () => {
  it("a credit and a debit with a reason: ledger rows the buyer sees, and operation-log entries", async () => {
    const b = await t.login();
    const credit = await api<{ balance: number }>(t, "POST", "/admin/wallet/adjust", {
      token: admin,
      body: { userId: b.userId, amount: "20.50", reason: "客服补偿", requestId: rid() },
    });
    expect(credit.data).toMatchObject({ applied: true, balance: 20.5 });
    const debit = await api<{ balance: number }>(t, "POST", "/admin/wallet/adjust", {
      token: admin,
      body: { userId: b.userId, amount: "-0.50", reason: "多补退回", requestId: rid() },
    });
    expect(debit.data.balance).toBe(20);
    expect((await api(t, "GET", "/p/user/balance", { token: b.token })).data).toEqual({ balance: 20 });
    const seen = await api<Page<BalanceLogRecord>>(t, "GET", "/p/user/balance/log", { token: b.token, lang: "zh" });
    expect(seen.data.records.map((r) => [r.amount, r.reasonText, r.note])).toEqual([
      [-0.5, "平台调整", "多补退回"],
      [20.5, "平台调整", "客服补偿"],
    ]);
    expect((await opLog("member.balance", b.userId)).map((r) => r.detail.reason).sort()).toEqual(
      ["多补退回", "客服补偿"].sort(),
    );

    const p = await api<{ points: number }>(t, "POST", "/admin/points/adjust", {
      token: admin,
      body: { userId: b.userId, points: 150, reason: "活动奖励", requestId: rid() },
    });
    expect(p.data.points).toBe(150);
    expect((await api<{ points: number }>(t, "GET", "/p/points/info", { token: b.token })).data.points).toBe(150);
    expect((await opLog("member.points", b.userId)).map((r) => r.detail.reason)).toEqual(["活动奖励"]);
    await expectBalanceIsLedgerSum(t, b.userId);
    await expectPointsAreLedgerSum(t, b.userId);
  });

  it("the reason is required; a bad amount is refused (localized), nothing posted", async () => {
    const b = await t.login();
    for (const [url, body, zh] of [
      [
        "/admin/wallet/adjust",
        { userId: b.userId, amount: "5", reason: " ", requestId: rid() },
        "reason: 请填写调整原因（2-200个字符）",
      ],
      [
        "/admin/wallet/adjust",
        { userId: b.userId, amount: "5", requestId: rid() },
        "reason: 请填写调整原因（2-200个字符）",
      ],
      ["/admin/points/adjust", { userId: b.userId, points: 5, reason: "", requestId: rid() }, "reason: 请填写调整原因"],
    ] as const) {
      const r = await api(t, "POST", url, { token: admin, body, lang: "zh" });
      expect([r.status, r.code, r.msg]).toEqual([400, "A00002", zh]);
    }
    const bad = await api(t, "POST", "/admin/wallet/adjust", {
      token: admin,
      body: { userId: b.userId, amount: "1.234", reason: "测试原因", requestId: rid() },
    });
    expect(bad.code).toBe("A00002");
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(0);
  });

  it("a debit below zero is refused with the balance named, nothing posted, no log entry", async () => {
    const b = await t.login();
    await grant(t, b.userId, 1000);
    await grantPoints(t, b.userId, 40);
    const r = await api(t, "POST", "/admin/wallet/adjust", {
      token: admin,
      body: { userId: b.userId, amount: "-10.01", reason: "扣减测试", requestId: rid() },
      lang: "zh",
    });
    expect([r.status, r.msg]).toEqual([409, "扣减金额超过当前余额（¥10.00），余额不能低于0"]);
    const p = await api(t, "POST", "/admin/points/adjust", {
      token: admin,
      body: { userId: b.userId, points: -41, reason: "扣减测试", requestId: rid() },
    });
    expect([p.status, p.msg]).toEqual([409, "The debit is more than the points held (40); points cannot go below 0"]);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(1000);
    expect(await expectPointsAreLedgerSum(t, b.userId)).toBe(40);
    expect(await opLog("member.balance", b.userId)).toEqual([]);
    // Exactly to zero is allowed.
    const zero = await api<{ balance: number }>(t, "POST", "/admin/wallet/adjust", {
      token: admin,
      body: { userId: b.userId, amount: "-10", reason: "清零", requestId: rid() },
    });
    expect(zero.data.balance).toBe(0);
  });
});

describe("disabling a member", () => {
  it("ends their sessions, refuses sign-in with a clear message; re-enabled they sign in again", async () => {
    const name = `dis${Date.now() % 1_000_000}`;
    const { userId } = await t.login("要禁用的人");
    await t.ctx.database.query("update users set user_name = $2, password_hash = $3 where user_id = $1", [
      userId,
      name,
      await hashPassword("Souk1234"),
    ]);
    const signInAs = (lang: "zh" | "en" = "en") =>
      api<{ token: string }>(t, "POST", "/sso/login", {
        body: { userName: name, passWord: wire(t, "Souk1234") },
        lang,
      });
    const first = await signInAs();
    expect(first.code, first.msg ?? "").toBe("00000");
    const token = first.data.token;
    expect((await api(t, "GET", "/p/user/balance", { token })).code).toBe("00000");

    const noReason = await api(t, "PUT", `/admin/members/${userId}/status`, {
      token: admin,
      body: { status: 0, reason: "" },
      lang: "zh",
    });
    expect([noReason.status, noReason.msg]).toEqual([400, "reason: 请填写原因（2-200个字符）"]);

    const off = await api<PlatformMember>(t, "PUT", `/admin/members/${userId}/status`, {
      token: admin,
      body: { status: 0, reason: "恶意刷单" },
    });
    expect(off.data.status).toBe(0);
    expect((await api(t, "GET", "/p/user/balance", { token })).status).toBe(401);
    const login = await signInAs("zh");
    expect([login.status, login.msg]).toEqual([403, "该账号已被禁用，请联系客服"]);
    expect((await opLog("member.disable", userId)).map((r) => r.detail.reason)).toEqual(["恶意刷单"]);

    const on = await api<PlatformMember>(t, "PUT", `/admin/members/${userId}/status`, {
      token: admin,
      body: { status: 1, reason: "申诉通过" },
    });
    expect(on.data.status).toBe(1);
    expect((await signInAs()).code).toBe("00000");
  });
});

describe("who may use the members API", () => {
  it.each([
    ["GET", "/admin/members/page"],
    ["GET", "/admin/members/1"],
    ["PUT", "/admin/members/1/status"],
    ["POST", "/admin/wallet/adjust"],
    ["POST", "/admin/points/adjust"],
    ["GET", "/admin/member/levels"],
  ] as const)("%s %s: operations 403, shop and buyer tokens 401", async (method, url) => {
    const body = method === "GET" ? undefined : {};
    const r = await api(t, method, url, { token: ops, body });
    expect([r.status, r.code]).toEqual([403, "A00016"]);
    expect((await api(t, method, url, { token: shop, body })).status).toBe(401);
    const b = await t.login();
    expect((await api(t, method, url, { token: b.token, body })).status).toBe(401);
    expect((await api(t, method, url, { body })).status).toBe(401);
  });
});
