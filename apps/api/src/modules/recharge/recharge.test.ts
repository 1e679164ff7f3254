import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BalanceLogRecord,
  MerchantLoginResult,
  Page,
  RechargePreset,
  RechargeResult,
  RechargeStatus,
  SandboxConfirmResult,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { buildNotification, sandboxTransactionId } from "../payment/wxpay-sandbox.ts";
import { paymentServiceOf } from "../payment/service.ts";

/**
 * Balance top-ups (uc-balance): a tier or a custom amount, paid by scanning the (sandbox) WeChat QR
 * code; the ledger is credited exactly once whatever the notifications do. Platform tiers and
 * manual adjustments (with who and why).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof buyer>>;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
const key = () => commerceSettingsOf(t.ctx).wxpaySandboxKey;
const start = (b: Buyer, body: unknown, lang: "zh" | "en" = "zh") =>
  api<RechargeResult>(t, "POST", "/p/user/recharge", { token: b.token, body, lang });
const prepayOf = (r: RechargeResult) => new URL(r.codeUrl).searchParams.get("prepayId")!;
const scan = (prepayId: string) => api<SandboxConfirmResult>(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`);
const status = (b: Buyer, no: string) => api<RechargeStatus>(t, "GET", `/p/user/recharge/${no}`, { token: b.token });
async function notify(prepayId: string, amount: number, payNo: string, eventId?: string) {
  const { body, headers } = buildNotification(key(), {
    prepayId,
    transactionId: sandboxTransactionId(key(), prepayId),
    amount,
    payNo,
    at: new Date(),
    eventId,
  });
  const res = await t.app.inject({ method: "POST", url: "/notice/pay/wxpay", headers, payload: body });
  return (res.json() as { data: { outcome: string } | null }).data?.outcome;
}
const ledgerRows = async (userId: number) =>
  (
    await q<{ reason: string; amount: number }>(
      "select reason, amount from wallet_ledger where user_id = $1 order by id",
      [userId],
    )
  ).map((r) => [r.reason, Number(r.amount)]);

describe("balance top-up", () => {
  it("lists the tiers; a tier pays its amount and credits amount + bonus once, whatever the notifications do", async () => {
    const b = await buyer(t);
    const presets = (await api<RechargePreset[]>(t, "GET", "/p/user/recharge/presets", { token: b.token })).data;
    expect(presets.map((p) => [p.amount, p.bonus])).toEqual([
      [50, 0],
      [100, 5],
      [200, 15],
      [500, 50],
    ]);
    const r = await start(b, { presetId: presets[1]!.presetId });
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data).toMatchObject({ amount: 100, bonus: 5 });
    expect(r.data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await status(b, r.data.rechargeNo)).data).toMatchObject({ paid: false, balance: 0 });
    // The payer scans and confirms: the gateway notifies; replays, a new event id and the sweep change nothing.
    const prepayId = prepayOf(r.data);
    expect((await scan(prepayId)).data).toEqual({ notifyStatus: 200, status: "SUCCESS" });
    expect((await status(b, r.data.rechargeNo)).data).toMatchObject({ paid: true, balance: 105 });
    expect(await notify(prepayId, 10_000, r.data.rechargeNo)).toBe("ignored");
    expect(await paymentServiceOf(t.ctx).sweep(prepayId, 1, console)).toBe("settled");
    expect((await scan(prepayId)).data.notifyStatus).toBe(0);
    expect(await ledgerRows(b.userId)).toEqual([
      ["recharge", 10_000],
      ["recharge_bonus", 500],
    ]);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(10_500);
    const log = (await api<Page<BalanceLogRecord>>(t, "GET", "/p/user/balance/log", { token: b.token, lang: "en" }))
      .data;
    expect(log.records.map((x) => [x.reasonText, x.amount, x.balanceAfter])).toEqual([
      ["Top-up bonus", 5, 105],
      ["Top-up", 100, 100],
    ]);
  });

  it("a custom amount gets no bonus; a notification that was lost is found by the sweep", async () => {
    const b = await buyer(t);
    const r = await start(b, { amount: "0.01" });
    expect(r.data).toMatchObject({ amount: 0.01, bonus: 0 });
    const prepayId = prepayOf(r.data);
    // The payer pays but the notification never arrives: the gateway books it, the sweep asks.
    await q("insert into sandbox_wx_payments (prepay_id, transaction_id, amount, paid_at) values ($1, $2, 1, now())", [
      prepayId,
      sandboxTransactionId(key(), prepayId),
    ]);
    expect(await paymentServiceOf(t.ctx).sweep(prepayId, 1, console)).toBe("paid");
    expect(await paymentServiceOf(t.ctx).sweep(prepayId, 2, console)).toBe("settled");
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(1);
  });

  it("an unpaid top-up keeps its sweep going only while the QR code lives; the QR code is reused", async () => {
    const b = await buyer(t);
    const r = await start(b, { amount: 100_000 });
    expect(r.data.amount).toBe(100_000);
    expect(await paymentServiceOf(t.ctx).sweep(prepayOf(r.data), 1, console)).toBe("pending");
    expect(await q("select 1 from jobs where unique_key = $1", [`pay-sweep:${prepayOf(r.data)}:2`])).toHaveLength(1);
    expect((await status(b, r.data.rechargeNo)).data.paid).toBe(false);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(0);
  });

  it("20 notifications of the same payment at once credit it once", async () => {
    const b = await buyer(t);
    const r = await start(b, { amount: 88 });
    const prepayId = prepayOf(r.data);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => notify(prepayId, 8_800, r.data.rechargeNo, `evt-${prepayId}-${i % 5}`)),
    );
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(1);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(8_800);
  });

  it("someone else's top-up is not found", async () => {
    const [a, b] = [await buyer(t), await buyer(t)];
    const r = await start(a, { amount: 1 });
    expect((await status(b, r.data.rechargeNo)).code).toBe("A03000");
  });

  const bad: [string, unknown, string][] = [
    ["zero", { amount: 0 }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["below the minimum", { amount: "0.001" }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["above the maximum", { amount: "100000.01" }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["three decimals", { amount: 12.345 }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["negative", { amount: -5 }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["not a number", { amount: "abc" }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["exponent", { amount: "1e3" }, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["nothing", {}, "充值金额须在0.01至100000元之间，最多两位小数"],
    ["a tier that does not exist", { presetId: 99_999 }, "该充值档位不存在"],
  ];
  it.each(bad)("refuses %s with a clear message and creates nothing", async (_name, body, msg) => {
    const b = await buyer(t);
    const r = await start(b, body);
    // Validation answers A00002 "field: message"; a business refusal A00001 with the message alone.
    expect(r.code).toBe(msg === "该充值档位不存在" ? "A00001" : "A00002");
    expect(r.msg?.replace(/^\w+: /, "")).toBe(msg);
    expect(await q("select 1 from recharges where user_id = $1", [b.userId])).toEqual([]);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(0);
  });

  it("answers in English too", async () => {
    const b = await buyer(t);
    expect((await start(b, { amount: "100000.01" }, "en")).msg).toBe(
      "amount: " + "The top-up amount must be between 0.01 and 100,000 yuan, with at most 2 decimals",
    );
    expect((await api(t, "POST", "/p/user/recharge", { body: { amount: 1 } })).code).toBe("A00004");
  });
});

describe("platform: tiers and manual adjustments", () => {
  const platform = async () =>
    (
      await api<MerchantLoginResult>(t, "POST", "/admin/login", {
        body: { userName: "platform", passWord: "souk1234" },
      })
    ).data.token;

  it("adjusts a balance with who and why, once per request id; a debit beyond the balance is refused", async () => {
    const token = await platform();
    const b = await buyer(t);
    const adjust = (amount: unknown, requestId: string, reason = "客诉补偿 #123") =>
      api<{ applied: boolean; balance: number }>(t, "POST", "/admin/wallet/adjust", {
        token,
        lang: "zh",
        body: { userId: b.userId, amount, reason, requestId },
      });
    expect((await adjust("12.5", "req-00000001")).data).toEqual({ applied: true, balance: 12.5 });
    expect((await adjust("12.5", "req-00000001")).data).toEqual({ applied: false, balance: 12.5 });
    expect((await adjust("-2.5", "req-00000002")).data).toEqual({ applied: true, balance: 10 });
    const over = await adjust("-10.01", "req-00000003");
    expect([over.code, over.msg]).toEqual(["A00001", "扣减金额超过当前余额（¥10.00），余额不能低于0"]);
    for (const [amount, reason] of [
      ["0", "ok reason"],
      ["1.001", "ok reason"],
      ["5", ""],
    ] as const)
      expect((await adjust(amount, "req-00000004", reason)).code).toBe("A00002");
    const rows = await q<{ operator: string; note: string; amount: number }>(
      "select operator, note, amount from wallet_ledger where user_id = $1 order by id",
      [b.userId],
    );
    expect(rows.map((r) => [r.operator, r.note, Number(r.amount)])).toEqual([
      [expect.stringMatching(/^staff:\d+$/), "客诉补偿 #123", 1250],
      [expect.stringMatching(/^staff:\d+$/), "客诉补偿 #123", -250],
    ]);
    const log = (await api<Page<BalanceLogRecord>>(t, "GET", "/p/user/balance/log", { token: b.token, lang: "zh" }))
      .data;
    expect(log.records[0]).toMatchObject({ reason: "admin_adjust", reasonText: "平台调整", note: "客诉补偿 #123" });
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(1_000);
    // A buyer's token is no platform token.
    expect(
      (await api(t, "POST", "/admin/wallet/adjust", { token: b.token, body: { userId: b.userId, amount: 1 } })).code,
    ).toBe("A00004");
  });

  it("replaces the tiers; the storefront lists the new ones", async () => {
    const token = await platform();
    const before = (await api<RechargePreset[]>(t, "GET", "/admin/recharge/presets", { token })).data;
    const r = await api<RechargePreset[]>(t, "PUT", "/admin/recharge/presets", {
      token,
      body: { presets: [{ amount: 30, bonus: 1 }] },
    });
    expect(r.data.map((p) => [p.amount, p.bonus])).toEqual([[30, 1]]);
    const b = await buyer(t);
    expect((await api<RechargePreset[]>(t, "GET", "/p/user/recharge/presets", { token: b.token })).data).toEqual(
      r.data,
    );
    await api(t, "PUT", "/admin/recharge/presets", {
      token,
      body: { presets: before.map((p) => ({ amount: p.amount, bonus: p.bonus })) },
    });
  });
});
