import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { orderServiceOf } from "../order/service.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { apply, application, expectRefundInvariants, fireJobs, orderOf, staffToken } from "./test-support.ts";
import { buildRefundNotification } from "../payment/wxpay-refund.ts";

/*
 * The money paths of after-sales, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL:
 * parallel requests never refund more than was paid, the gateway's notification applies once,
 * and the balance always equals its ledger.
 */
let t: TestApp;
let skus: Sku[];
let next = 0;
const sku = () => skus[next++ % skus.length]!;
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 200 && s.stock >= 20);
});
afterAll(async () => t.close());

const q = <T>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
const statusOf = async (sn: string) =>
  Number((await q<{ status: number }>("select status from refunds where refund_sn = $1", [sn]))[0]!.status);

describe("parallel requests on one line", () => {
  it("two parallel applications for one line: exactly one is taken", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { count: 2, ship: true });
    const rs = await Promise.all(
      [1, 2, 3, 4].map(() => apply(t, b, application(o, { applyType: 1, refundCount: 2, refundAmount: 0.5 }))),
    );
    expect(rs.filter((r) => r.code === "00000")).toHaveLength(1);
    expect(rs.filter((r) => r.code !== "00000").map((r) => r.msg)).toEqual(Array(3).fill("该商品已有进行中的售后申请"));
    await expectRefundInvariants(t, o.orderNumber);
  });

  it("two parallel accepts of one application credit the balance once; a line is never refunded beyond its share", async () => {
    const b = await buyer(t);
    const s = sku();
    const o = await orderOf(t, b, s, { count: 2, ship: true });
    const staff = await staffToken(t, s.shopId);
    const before = await walletServiceOf(t.ctx).balance(b.userId);
    const sn = (await apply(t, b, application(o, { applyType: 1, refundCount: 1, refundAmount: s.price / 100 }))).data
      .refundSn;
    const accepts = await Promise.all(
      [1, 2, 3].map(() => api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: sn } })),
    );
    expect(accepts.filter((r) => r.code === "00000")).toHaveLength(1);
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(before + s.price);
    // the second piece: the rest of the share, in parallel from two clients
    const rest = await Promise.all(
      [1, 2].map((i) =>
        apply(
          t,
          b,
          application(o, { applyType: 1, refundCount: 1, refundAmount: s.price / 100, requestId: `rest-${sn}-${i}` }),
        ),
      ),
    );
    const ok = rest.filter((r) => r.code === "00000");
    expect(ok).toHaveLength(1);
    await Promise.all(
      [1, 2].map(() => api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: ok[0]!.data.refundSn } })),
    );
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(before + 2 * s.price);
    const over = await apply(t, b, application(o, { applyType: 1, refundCount: 1, refundAmount: 0.01 }), "en");
    expect(over.msg).toBe("The order is cancelled or closed, after-sales is not available"); // fully refunded: closed
    const [order] = await q<{ status: number }>("select status from orders where order_number = $1", [o.orderNumber]);
    expect(Number(order!.status)).toBe(6);
    await expectRefundInvariants(t, o.orderNumber);
    await expectBalanceIsLedgerSum(t, b.userId);
  });
});

describe("WeChat Pay: the refund goes back through the gateway", () => {
  it("refund call → signed notification → success once; replays, forgeries and wrong amounts change nothing", async () => {
    const b = await buyer(t);
    const s = sku();
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const pay = await api<PayResult>(t, "POST", "/p/order/pay", {
      token: b.token,
      body: { payNo: r.payNo, payType: 2 },
    });
    expect(pay.code, pay.msg ?? "").toBe("00000");
    const prepayId = new URL(pay.data.codeUrl!).searchParams.get("prepayId")!;
    expect((await api(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`)).code).toBe("00000");
    const orderNumber = r.orderNumbers[0]!;
    await orderServiceOf(t.ctx).ship(s.shopId, "test", orderNumber, "SF", "SF1234567");
    const [item] = await q<{ order_item_id: number }>(
      "select order_item_id from order_items i join orders o using (order_id) where o.order_number = $1",
      [orderNumber],
    );
    const balance = await walletServiceOf(t.ctx).balance(b.userId);
    const sn = (
      await apply(
        t,
        b,
        application({ orderNumber, orderItemId: Number(item!.order_item_id) }, { applyType: 1, refundAmount: 1 }),
      )
    ).data.refundSn;
    const staff = await staffToken(t, s.shopId);
    expect((await api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: sn } })).code).toBe("00000");
    expect(await statusOf(sn)).toBe(4);
    const [row] = await q<{ gateway_refund_id: string }>("select gateway_refund_id from refunds where refund_sn = $1", [
      sn,
    ]);
    expect(row!.gateway_refund_id).toMatch(/^5030\d{24}$/);

    const key = commerceSettingsOf(t.ctx).wxpaySandboxKey;
    const notify = (body: string, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/notice/refund/wxpay", headers, payload: body });
    const forged = buildRefundNotification("not-the-key", {
      outRefundNo: sn,
      refundId: row!.gateway_refund_id,
      amount: 100,
      at: new Date(),
    });
    expect((await notify(forged.body, forged.headers)).statusCode).toBe(401);
    const wrong = buildRefundNotification(key, {
      outRefundNo: sn,
      refundId: row!.gateway_refund_id,
      amount: 99,
      at: new Date(),
    });
    expect((await notify(wrong.body, wrong.headers)).statusCode).toBe(400);
    expect(await statusOf(sn)).toBe(4);

    await fireJobs(t, `refund-wx-notify:${sn}`); // the sandbox gateway delivers its notification
    expect(await statusOf(sn)).toBe(5);
    const [n] = await q<{ event_id: string; outcome: string }>(
      "select event_id, outcome from refund_notifications where refund_sn = $1",
      [sn],
    );
    expect(n!.outcome).toBe("refunded");
    const replay = buildRefundNotification(key, {
      outRefundNo: sn,
      refundId: row!.gateway_refund_id,
      amount: 100,
      at: new Date(),
      eventId: n!.event_id,
    });
    const [a, c] = await Promise.all([notify(replay.body, replay.headers), notify(replay.body, replay.headers)]);
    expect([a.json().data.outcome, c.json().data.outcome]).toEqual(["replay", "replay"]);
    const another = buildRefundNotification(key, {
      outRefundNo: sn,
      refundId: row!.gateway_refund_id,
      amount: 100,
      at: new Date(),
    });
    expect((await notify(another.body, another.headers)).json().data.outcome).toBe("ignored");
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(balance); // the money went to WeChat, not the balance
    const events = await q(
      "select 1 from refund_events e join refunds r using (refund_id) where r.refund_sn = $1 and e.event = 'refunded'",
      [sn],
    );
    expect(events).toHaveLength(1);
    await expectRefundInvariants(t, orderNumber);
    await expectBalanceIsLedgerSum(t, b.userId);
  });
});
