import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IsPayResult, PayInfo, PayResult, SandboxConfirmResult, SandboxPrepay } from "@souk/contract";
import { openTestDatabase, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { TokenStore } from "../../infra/auth/token-store.ts";
import { JobRunner } from "../../infra/jobs/runner.ts";
import { CatalogChanges } from "../../infra/cache/catalog-changes.ts";
import { MemoryKv } from "../../infra/kv/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import {
  buyer,
  expectBalanceIsLedgerSum,
  grant,
  onSaleSkus,
  placeOrder,
  stockOf,
  twoShops,
  type Sku,
} from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { CONFIG_KEYS, configServiceOf } from "../config/service.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { paymentServiceOf } from "./service.ts";
import { buildNotification, sandboxTransactionId, signBody } from "./wxpay-sandbox.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof buyer>>;
const buyNow = (s: Sku, count = 1) => ({ buyNow: { prodId: s.prodId, skuId: s.skuId, count } });
const pay = (b: Buyer, payNo: string, payType: number, lang: "en" | "zh" = "en") =>
  api<PayResult>(t, "POST", "/p/order/pay", { token: b.token, body: { payNo, payType }, lang });
const balance = (userId: number) => walletServiceOf(t.ctx).balance(userId);
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
const statuses = async (payNo: string) =>
  (await q<{ status: number }>("select status from orders where pay_no = $1 order by order_id", [payNo])).map((r) =>
    Number(r.status),
  );
const key = () => commerceSettingsOf(t.ctx).wxpaySandboxKey;

async function notify(body: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: "POST", url: "/notice/pay/wxpay", headers, payload: body });
  return { status: res.statusCode, body: res.json() as { code: string; data: { outcome: string } | null } };
}

/** A prepay of the trade (WeChat Native), as the buyer gets it. */
async function prepay(b: Buyer, payNo: string): Promise<{ prepayId: string; amount: number; result: PayResult }> {
  const r = await pay(b, payNo, 2);
  expect(r.code, r.msg ?? "").toBe("00000");
  const prepayId = new URL(r.data.codeUrl!).searchParams.get("prepayId")!;
  const [a] = await q<{ amount: number }>("select amount from pay_attempts where prepay_id = $1", [prepayId]);
  return { prepayId, amount: Number(a!.amount), result: r.data };
}

const genuine = (prepayId: string, amount: number, payNo: string, eventId?: string) =>
  buildNotification(key(), {
    prepayId,
    transactionId: sandboxTransactionId(key(), prepayId),
    amount,
    payNo,
    at: new Date(),
    eventId,
  });

describe("balance payments", () => {
  it("debits the balance through the ledger and marks the trade and its orders paid, in one transaction", async () => {
    const b = await buyer(t);
    await grant(t, b.userId, 1_000_000);
    const [x, y] = await twoShops(t);
    const r = await placeOrder(t, b, { buyNow: { prodId: x.prodId, skuId: x.skuId, count: 1 } });
    const amount = Math.round(r.actualTotal * 100);
    const info = (await api<PayInfo>(t, "GET", `/p/order/payInfo?payNo=${r.payNo}`, { token: b.token })).data;
    expect(info).toMatchObject({
      payNo: r.payNo,
      status: 0,
      totalFee: r.actualTotal,
      orderNumbers: r.orderNumbers,
      receiver: "张三",
      balance: 10_000,
    });
    expect(info.endTimeMs - info.nowMs).toBeGreaterThan(29 * 60_000);
    const sold = Number(
      (await q<{ n: number }>("select sold_num as n from products where prod_id = $1", [x.prodId]))[0]!.n,
    );
    const p = await pay(b, r.payNo, 1);
    expect(p.data).toMatchObject({ paid: true, payType: 1, amount: r.actualTotal, codeUrl: null });
    expect(await balance(b.userId)).toBe(1_000_000 - amount);
    expect(await statuses(r.payNo)).toEqual([2]);
    expect((await api<IsPayResult>(t, "GET", `/p/order/isPay/${r.payNo}`, { token: b.token })).data).toEqual({
      paid: true,
      status: 1,
    });
    expect(
      Number((await q<{ n: number }>("select sold_num as n from products where prod_id = $1", [x.prodId]))[0]!.n),
    ).toBe(sold + 1);
    // The timeout job is dropped with the payment; paying again charges nothing.
    expect(await q("select 1 from jobs where unique_key = $1", [`trade-cancel:${r.payNo}`])).toEqual([]);
    expect((await pay(b, r.payNo, 1)).data.paid).toBe(true);
    expect(await balance(b.userId)).toBe(1_000_000 - amount);
    const log = (
      await api<{ records: { amount: number; reason: string; refId: string; reasonText: string }[] }>(
        t,
        "GET",
        "/p/user/balance/log",
        { token: b.token },
      )
    ).data.records;
    expect(log[0]).toMatchObject({
      amount: -r.actualTotal,
      reason: "order_pay",
      refId: r.payNo,
      reasonText: "Order payment",
    });
    expect((await api(t, "GET", "/p/user/balance", { token: b.token })).data).toEqual({
      balance: (1_000_000 - amount) / 100,
    });
    await expectBalanceIsLedgerSum(t, b.userId);
    void y;
  });

  it("answers 'Insufficient balance' and changes nothing", async () => {
    const b = await buyer(t);
    await grant(t, b.userId, 100);
    const r = await placeOrder(t, b, buyNow(skus[3]!));
    for (const [lang, msg] of [
      ["en", "Insufficient balance"],
      ["zh", "余额不足"],
    ] as const) {
      const p = await pay(b, r.payNo, 1, lang);
      expect([p.status, p.code, p.msg]).toEqual([409, "A00001", msg]);
    }
    expect(await balance(b.userId)).toBe(100);
    expect(await statuses(r.payNo)).toEqual([1]);
    expect(await q("select 1 from jobs where unique_key = $1", [`trade-cancel:${r.payNo}`])).toHaveLength(1);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("two parallel payments with a balance for one: exactly one succeeds, the balance never goes negative", async () => {
    const b = await buyer(t);
    const s = skus.find((k) => k.price >= 10_000)!;
    const r1 = await placeOrder(t, b, buyNow(s));
    const r2 = await placeOrder(t, b, buyNow(s));
    await grant(t, b.userId, Math.round(r1.actualTotal * 100) + 50);
    const ps = await Promise.all([pay(b, r1.payNo, 1), pay(b, r2.payNo, 1), pay(b, r1.payNo, 1), pay(b, r2.payNo, 1)]);
    const paidTrades = new Set(ps.filter((p) => p.code === "00000").map((p) => p.data.payNo));
    expect(paidTrades.size).toBe(1);
    expect(ps.filter((p) => p.code === "A00001").every((p) => p.msg === "Insufficient balance")).toBe(true);
    expect(await balance(b.userId)).toBe(50);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("follows the pay switch (getSysPaySwitch)", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[4]!));
    const config = configServiceOf(t.ctx);
    await config.set(CONFIG_KEYS.paySwitch, { balancePay: false, wechatPay: false, aliPay: false });
    try {
      for (const payType of [1, 2])
        expect((await pay(b, r.payNo, payType)).msg).toBe("This payment method is not available");
    } finally {
      await config.set(CONFIG_KEYS.paySwitch, { balancePay: true, wechatPay: true, aliPay: true });
    }
  });
});

describe("WeChat Pay Native (sandbox gateway)", () => {
  it("answers a QR code of the sandbox scan page; the scan page's confirm sends a signed notification that pays the trade", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[5]!));
    const { prepayId, amount, result } = await prepay(b, r.payNo);
    expect(result.codeUrl).toBe(`${t.ctx.config.publicUrl}/weixin-pay/sandbox-scan?prepayId=${prepayId}`);
    expect(result.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(result.paid).toBe(false);
    expect(amount).toBe(Math.round(r.actualTotal * 100));
    const [trade] = await q<{ expires_at: Date }>("select expires_at from trades where pay_no = $1", [r.payNo]);
    expect(result.expiresAtMs).toBeLessThanOrEqual(new Date(trade!.expires_at).getTime()); // QR lifetime: 2 h, capped by the pay deadline
    // Asking again reuses the live prepay.
    expect((await prepay(b, r.payNo)).prepayId).toBe(prepayId);
    expect((await api<IsPayResult>(t, "GET", `/p/order/isPay/${r.payNo}`, { token: b.token })).data).toEqual({
      paid: false,
      status: 0,
    });

    const view = await api<SandboxPrepay>(t, "GET", `/sandbox/wxpay/prepay/${prepayId}`);
    expect(view.data).toMatchObject({ prepayId, amount: r.actualTotal, status: "NOTPAY" });
    expect(view.data.description).toContain(r.payNo);
    const confirmed = await api<SandboxConfirmResult>(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`);
    expect(confirmed.data).toEqual({ notifyStatus: 200, status: "SUCCESS" });
    expect((await api<IsPayResult>(t, "GET", `/p/order/isPay/${r.payNo}`, { token: b.token })).data).toEqual({
      paid: true,
      status: 1,
    });
    expect(await statuses(r.payNo)).toEqual([2]);
    const [n] = await q<{ outcome: string }>("select outcome from pay_notifications where prepay_id = $1", [prepayId]);
    expect(n!.outcome).toBe("paid");
    // Confirming again is a no-op at the gateway.
    expect((await api<SandboxConfirmResult>(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`)).data).toEqual({
      notifyStatus: 0,
      status: "SUCCESS",
    });
    expect(await balance(b.userId)).toBe(0);
  });

  it("a notification replayed 5 times concurrently pays once; each replay is acknowledged and changes nothing", async () => {
    const b = await buyer(t);
    const s = skus[6]!;
    const r = await placeOrder(t, b, buyNow(s));
    const { prepayId, amount } = await prepay(b, r.payNo);
    const sold = Number(
      (await q<{ n: number }>("select sold_num as n from products where prod_id = $1", [s.prodId]))[0]!.n,
    );
    const n = genuine(prepayId, amount, r.payNo);
    const first = await notify(n.body, n.headers);
    expect([first.status, first.body.data?.outcome]).toEqual([200, "paid"]);
    const replays = await Promise.all(Array.from({ length: 5 }, () => notify(n.body, n.headers)));
    expect(replays.map((x) => [x.status, x.body.data?.outcome])).toEqual(Array(5).fill([200, "replay"]));
    // The same transaction under a new event id (a gateway retry) changes nothing either.
    const retry = genuine(prepayId, amount, r.payNo);
    expect((await notify(retry.body, retry.headers)).body.data?.outcome).toBe("ignored");
    expect(await statuses(r.payNo)).toEqual([2]);
    expect(
      Number((await q<{ n: number }>("select sold_num as n from products where prod_id = $1", [s.prodId]))[0]!.n),
    ).toBe(sold + 1);
    expect(await q("select 1 from pay_notifications where prepay_id = $1", [prepayId])).toHaveLength(2);
    expect(await balance(b.userId)).toBe(0);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("refuses forged notifications (bad signature, tampered body, wrong amount, unknown prepay, stale) and changes nothing", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[7]!));
    const { prepayId, amount } = await prepay(b, r.payNo);
    const wrongKey = buildNotification("not-the-sandbox-key", {
      prepayId,
      transactionId: "4200000000000000000000001",
      amount,
      payNo: r.payNo,
      at: new Date(),
    });
    expect((await notify(wrongKey.body, wrongKey.headers)).status).toBe(401);
    const good = genuine(prepayId, amount, r.payNo);
    const tampered = good.body.replace(`"total":${amount}`, `"total":${amount - 1}`);
    expect((await notify(tampered, good.headers)).status).toBe(401);
    const { "wechatpay-signature": _sig, ...unsigned } = good.headers;
    expect((await notify(good.body, unsigned)).status).toBe(401);
    const cheap = genuine(prepayId, amount - 1, r.payNo);
    const wrongAmount = await notify(cheap.body, cheap.headers);
    expect([wrongAmount.status, wrongAmount.body.code]).toEqual([400, "A00001"]);
    const unknown = genuine("wx" + "0".repeat(30), amount, r.payNo);
    expect((await notify(unknown.body, unknown.headers)).status).toBe(400);
    const old = buildNotification(key(), {
      prepayId,
      transactionId: sandboxTransactionId(key(), prepayId),
      amount,
      payNo: r.payNo,
      at: new Date(Date.now() - 10 * 60_000),
    });
    expect((await notify(old.body, old.headers)).status).toBe(401);
    const garbage = "{not json";
    const ts = String(Math.floor(Date.now() / 1000));
    const garbageHeaders = {
      ...good.headers,
      "wechatpay-timestamp": ts,
      "wechatpay-signature": signBody(key(), ts, good.headers["wechatpay-nonce"], garbage),
    };
    expect((await notify(garbage, garbageHeaders)).status).toBe(400);
    expect(await statuses(r.payNo)).toEqual([1]);
    expect(await q("select 1 from pay_notifications where prepay_id = $1", [prepayId])).toEqual([]);
    // The genuine one still works afterwards.
    expect((await notify(good.body, good.headers)).body.data?.outcome).toBe("paid");
  });

  it("a payment arriving after the order was cancelled never loses money: it is credited to the balance (ledger row)", async () => {
    const b = await buyer(t);
    const s = skus[8]!;
    const stock = await stockOf(t, s.skuId);
    const r = await placeOrder(t, b, buyNow(s, 2));
    const { prepayId, amount } = await prepay(b, r.payNo);
    expect((await api(t, "PUT", `/p/myOrder/cancel/${r.orderNumbers[0]}`, { token: b.token })).code).toBe("00000");
    expect(await stockOf(t, s.skuId)).toBe(stock);
    // The gateway's view: the merchant closed the trade; the scan page cannot pay it any more.
    expect((await api<SandboxPrepay>(t, "GET", `/sandbox/wxpay/prepay/${prepayId}`)).data.status).toBe("CLOSED");
    expect(
      (await api<SandboxConfirmResult>(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`)).data.notifyStatus,
    ).toBe(0);
    // But the payer had paid just before: the notification arrives late.
    const n = genuine(prepayId, amount, r.payNo);
    const res = await notify(n.body, n.headers);
    expect([res.status, res.body.data?.outcome]).toEqual([200, "late_refunded"]);
    expect(await statuses(r.payNo)).toEqual([6]);
    expect(await stockOf(t, s.skuId)).toBe(stock);
    expect(await balance(b.userId)).toBe(amount);
    const [row] = await q<{ amount: number; reason: string; ref_type: string; ref_id: string }>(
      "select amount, reason, ref_type, ref_id from wallet_ledger where user_id = $1",
      [b.userId],
    );
    expect(row).toMatchObject({ reason: "late_payment_refund", ref_type: "prepay", ref_id: prepayId });
    expect(Number(row!.amount)).toBe(amount);
    // A replay credits nothing more.
    expect((await notify(n.body, n.headers)).body.data?.outcome).toBe("replay");
    expect(await balance(b.userId)).toBe(amount);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("pays the orders still unpaid and credits the share of a cancelled one (partial)", async () => {
    const b = await buyer(t);
    const [x, y] = await twoShops(t);
    for (const s of [x, y])
      await api(t, "POST", "/p/shopCart/changeItem", {
        token: b.token,
        body: { prodId: s.prodId, skuId: s.skuId, count: 1 },
      });
    const ids = (await q<{ id: number }>("select basket_id as id from cart_items where user_id = $1", [b.userId])).map(
      (r) => Number(r.id),
    );
    const r = await placeOrder(t, b, { basketIds: ids });
    const { prepayId, amount } = await prepay(b, r.payNo);
    await api(t, "PUT", `/p/myOrder/cancel/${r.orderNumbers[1]}`, { token: b.token });
    const [cancelled] = await q<{ actual_total: number }>("select actual_total from orders where order_number = $1", [
      r.orderNumbers[1],
    ]);
    const n = genuine(prepayId, amount, r.payNo);
    expect((await notify(n.body, n.headers)).body.data?.outcome).toBe("partial");
    expect(await statuses(r.payNo)).toEqual([2, 6]);
    expect(await balance(b.userId)).toBe(Number(cancelled!.actual_total));
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("a second payment of an already paid trade is credited back (duplicate), and balance pay after a QR payment charges nothing", async () => {
    const b = await buyer(t);
    await grant(t, b.userId, 1_000_000);
    const r = await placeOrder(t, b, buyNow(skus[9]!));
    const { prepayId, amount } = await prepay(b, r.payNo);
    const n = genuine(prepayId, amount, r.payNo);
    expect((await notify(n.body, n.headers)).body.data?.outcome).toBe("paid");
    expect((await pay(b, r.payNo, 1)).data.paid).toBe(true);
    expect(await balance(b.userId)).toBe(1_000_000);
    // The payer somehow paid the same QR code twice (another transaction id): credited back once.
    const second = buildNotification(key(), {
      prepayId,
      transactionId: "4200999999999999999999999",
      amount,
      payNo: r.payNo,
      at: new Date(),
    });
    expect((await notify(second.body, second.headers)).body.data?.outcome).toBe("duplicate_refunded");
    const again = buildNotification(key(), {
      prepayId,
      transactionId: "4200999999999999999999999",
      amount,
      payNo: r.payNo,
      at: new Date(),
    });
    expect((await notify(again.body, again.headers)).body.data?.outcome).toBe("duplicate_refunded");
    expect(await balance(b.userId)).toBe(1_000_000 + amount);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("an expired QR code cannot be paid at the sandbox gateway", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[10]!));
    const { prepayId } = await prepay(b, r.payNo);
    await q("update pay_attempts set expires_at = now() - interval '1 second' where prepay_id = $1", [prepayId]);
    expect((await api<SandboxPrepay>(t, "GET", `/sandbox/wxpay/prepay/${prepayId}`)).data.status).toBe("EXPIRED");
    expect((await api<SandboxConfirmResult>(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`)).data).toEqual({
      notifyStatus: 0,
      status: "EXPIRED",
    });
    expect(await statuses(r.payNo)).toEqual([1]);
    // Paying again opens a new QR code.
    expect((await prepay(b, r.payNo)).prepayId).not.toBe(prepayId);
  });
});

describe("payment sweep (the notification never arrives)", () => {
  const sweepJobs = (prepayId: string) =>
    q<{ unique_key: string; status: string; run_at: Date }>(
      "select unique_key, status, run_at from jobs where unique_key like $1 order by id",
      [`pay-sweep:${prepayId}:%`],
    );
  /** Makes the pending sweep rounds of a prepay due and runs the due jobs. */
  async function runSweep(prepayId: string) {
    await q("update jobs set run_at = now() where unique_key like $1 and status = 'pending'", [
      `pay-sweep:${prepayId}:%`,
    ]);
    await t.ctx.jobs.runDueOnce();
  }

  it("finds a payment whose notification was lost, settles it like the notification, and a late notification changes nothing", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[11]!));
    const { prepayId, amount } = await prepay(b, r.payNo);
    // The first round is due a few minutes after the QR code was opened, before the order's unpaid timeout.
    const [first] = await sweepJobs(prepayId);
    const [trade] = await q<{ expires_at: Date }>("select expires_at from trades where pay_no = $1", [r.payNo]);
    expect(first!.status).toBe("pending");
    expect(first!.run_at.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(first!.run_at.getTime()).toBeLessThan(trade!.expires_at.getTime());

    // The payer pays at the sandbox gateway, but the notification never reaches the mall.
    const confirmed = await paymentServiceOf(t.ctx).sandboxConfirm(prepayId, async () => 503);
    expect(confirmed).toEqual({ notifyStatus: 503, status: "SUCCESS" });
    expect(await statuses(r.payNo)).toEqual([1]);

    await runSweep(prepayId);
    expect(await statuses(r.payNo)).toEqual([2]);
    expect((await api<IsPayResult>(t, "GET", `/p/order/isPay/${r.payNo}`, { token: b.token })).data.paid).toBe(true);
    const [found] = await q<{ event_id: string; outcome: string }>(
      "select event_id, outcome from pay_notifications where prepay_id = $1",
      [prepayId],
    );
    expect(found).toEqual({ event_id: `query:${sandboxTransactionId(key(), prepayId)}`, outcome: "paid" });
    expect(await q("select 1 from jobs where unique_key = $1", [`trade-cancel:${r.payNo}`])).toEqual([]);

    // The gateway delivers the notification after all (and again): nothing changes, nothing is credited.
    const n = genuine(prepayId, amount, r.payNo);
    expect((await notify(n.body, n.headers)).body.data?.outcome).toBe("ignored");
    expect((await notify(n.body, n.headers)).body.data?.outcome).toBe("replay");
    expect(await statuses(r.payNo)).toEqual([2]);
    expect(await balance(b.userId)).toBe(0);
    await expectBalanceIsLedgerSum(t, b.userId);
    // A sweep round running again (at-least-once jobs) finds nothing to do.
    expect(await paymentServiceOf(t.ctx).sweep(prepayId, 9, console)).toBe("settled");
    expect((await sweepJobs(prepayId)).map((j) => j.status)).toEqual(["done"]);
  });

  it("leaves an unpaid prepay alone and asks again later, never after the trade's deadline", async () => {
    const b = await buyer(t);
    const r = await placeOrder(t, b, buyNow(skus[12]!));
    const { prepayId } = await prepay(b, r.payNo);
    await runSweep(prepayId);
    expect(await statuses(r.payNo)).toEqual([1]);
    expect(await q("select 1 from pay_notifications where prepay_id = $1", [prepayId])).toEqual([]);
    const [attempt] = await q<{ status: string }>("select status from pay_attempts where prepay_id = $1", [prepayId]);
    expect(attempt!.status).toBe("NOTPAY");
    const rounds = await sweepJobs(prepayId);
    expect(rounds.map((j) => [j.unique_key.split(":")[2], j.status])).toEqual([
      ["1", "done"],
      ["2", "pending"],
    ]);
    // Close to the deadline the next round is the last one, a minute before the order cancels itself.
    await q("update trades set expires_at = now() + interval '90 seconds' where pay_no = $1", [r.payNo]);
    await q("update pay_attempts set expires_at = now() + interval '30 seconds' where prepay_id = $1", [prepayId]);
    await runSweep(prepayId);
    const after = await sweepJobs(prepayId);
    expect(after).toHaveLength(3);
    expect(after[2]!.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 31_000);
    await q("update pay_attempts set expires_at = now() - interval '1 second' where prepay_id = $1", [prepayId]);
    await runSweep(prepayId);
    expect(await sweepJobs(prepayId)).toHaveLength(3);
    expect(await statuses(r.payNo)).toEqual([1]);
  });
});

describe("production mode", () => {
  it("has no sandbox gateway endpoints", async () => {
    const { database, drop } = await openTestDatabase();
    const ctx: AppContext = {
      config: { ...loadConfig({}), production: true, dataDir: path.join(process.env.SOUK_TEST_DIR!, "prod-pay") },
      database,
      tokens: new TokenStore(database.db),
      jobs: new JobRunner(database),
      catalogChanges: new CatalogChanges(),
      kv: new MemoryKv(),
    };
    const app = await buildApp(ctx, { logger: false });
    try {
      const res = await app.inject({ method: "GET", url: `/sandbox/wxpay/prepay/wx${"a".repeat(30)}` });
      expect(res.statusCode).toBe(404);
      const post = await app.inject({ method: "POST", url: `/sandbox/wxpay/prepay/wx${"a".repeat(30)}/confirm` });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
      await ctx.kv.close();
      await drop();
    }
  });
});
