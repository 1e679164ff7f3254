import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORDER_STATUS_LABELS,
  type OrderCount,
  type OrderDetail,
  type OrderListItem,
  type Page,
  type UserCenterInfo,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, stockOf, twoShops, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { orderServiceOf } from "./service.ts";
import { ORDER_TRANSITIONS, canTransition } from "./state.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof buyer>>;
const detail = async (b: Buyer, n: string) =>
  (await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${n}`, { token: b.token })).data;
const statusOf = async (n: string) =>
  Number(
    (await t.ctx.database.query<{ status: number }>("select status from orders where order_number = $1", [n]))[0]!
      .status,
  );
const buyNow = (s: Sku, count = 1) => ({ buyNow: { prodId: s.prodId, skuId: s.skuId, count } });

async function paid(b: Buyer, s: Sku, count = 1) {
  await grant(t, b.userId, 10_000_000);
  const r = await placeOrder(t, b, buyNow(s, count));
  expect((await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } })).code).toBe(
    "00000",
  );
  return r;
}
async function shipped(b: Buyer, s: Sku) {
  const r = await paid(b, s);
  await orderServiceOf(t.ctx).ship(s.shopId, "test", r.orderNumbers[0]!, "SF Express", "SF1234567890");
  return r;
}

describe("the state machine table", () => {
  // [status, event, allowed]
  const cases: [number, keyof typeof ORDER_TRANSITIONS, boolean][] = [
    [1, "pay", true],
    [1, "cancel", true],
    [2, "cancel", false],
    [2, "ship", true],
    [1, "ship", false],
    [3, "receive", true],
    [2, "receive", false],
    [4, "evaluate", true],
    [3, "evaluate", false],
    [6, "pay", false],
    [5, "cancel", false],
    [7, "groupFormed", true],
  ];
  it.each(cases)("status %i, %s → %s", (status, event, ok) => expect(canTransition(status, event)).toBe(ok));
  it("every target is a stored status with a label", () => {
    for (const t of Object.values(ORDER_TRANSITIONS)) expect(ORDER_STATUS_LABELS[t.to]).toBeTruthy();
  });
});

describe("my orders", () => {
  it("lists by status, product name and order number, newest first, paged", async () => {
    const b = await buyer(t);
    const [x, y] = await twoShops(t);
    const first = await placeOrder(t, b, buyNow(x));
    const second = await paid(b, y);
    const all = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder?current=1&size=10", { token: b.token }))
      .data;
    expect(all.total).toBe(2);
    expect(all.records.map((o) => o.orderNumber)).toEqual([second.orderNumbers[0], first.orderNumbers[0]]);
    expect(all.records[1]).toMatchObject({
      status: 1,
      statusLabel: "pendingPayment",
      actions: { pay: true, cancel: true, delete: false },
    });
    expect(all.records[1]!.endTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const unpaid = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder?status=1", { token: b.token })).data;
    expect(unpaid.records.map((o) => o.orderNumber)).toEqual(first.orderNumbers);
    const toShip = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder?status=2", { token: b.token })).data;
    expect(toShip.records.map((o) => o.statusLabel)).toEqual(["pendingDelivery"]);
    const name = toShip.records[0]!.items[0]!.prodName.slice(0, 4);
    const byName = (
      await api<Page<OrderListItem>>(t, "GET", `/p/myOrder/myOrder?prodName=${encodeURIComponent(name)}`, {
        token: b.token,
        lang: "en",
      })
    ).data;
    expect(byName.records.map((o) => o.orderNumber)).toContain(second.orderNumbers[0]);
    const byNumber = (
      await api<Page<OrderListItem>>(t, "GET", `/p/myOrder/myOrder?orderNumber=${first.orderNumbers[0]}`, {
        token: b.token,
      })
    ).data;
    expect(byNumber.records.map((o) => o.orderNumber)).toEqual(first.orderNumbers);
    const wild = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder?prodName=%25", { token: b.token })).data;
    expect(wild.total).toBe(0); // % is a character, not a wildcard
    const paged = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder?current=2&size=1", { token: b.token }))
      .data;
    expect([paged.total, paged.pages, paged.records.length]).toEqual([2, 2, 1]);
    // 8 (shipped) and 9 (completed) are the spec's labels spanning stored statuses; 10 is nothing.
    expect((await api(t, "GET", "/p/myOrder/myOrder?status=10", { token: b.token })).data).toEqual([
      { field: "status", message: "Invalid order status" },
    ]);
  });

  it("shows the detail: timeline with times, address snapshot, items, amounts, payment, logistics", async () => {
    const b = await buyer(t);
    const s = skus.find((k) => k.price < 9900)!;
    const r = await shipped(b, s);
    const d = await detail(b, r.orderNumbers[0]!);
    expect(d).toMatchObject({
      status: 3,
      statusLabel: "pendingReceipt",
      userAddr: {
        receiver: "张三",
        mobile: "13800138000",
        province: "Beijing",
        area: "Dongcheng District",
        addr: "东长安街1号院",
      },
      total: s.price / 100,
      transfee: 8,
      actualTotal: (s.price + 800) / 100,
      payType: 1,
      payTypeName: "Balance",
      logistics: { carrier: "SF Express", trackingNumber: "SF1234567890" },
      actions: { confirmReceipt: true, cancel: false, delete: false },
    });
    expect(d.timeline.map((e) => [e.event, e.label])).toEqual([
      ["submitted", "pendingPayment"],
      ["paid", "pendingDelivery"],
      ["shipped", "pendingReceipt"],
    ]);
    for (const e of d.timeline) expect(e.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(d.payTime && d.deliveryTime && d.autoReceiptTime).toBeTruthy();
    expect(d.items[0]).toMatchObject({ skuId: s.skuId, count: 1, price: s.price / 100, commStatus: 0 });
  });

  it("counts per status label, also in /p/user/centerInfo", async () => {
    const b = await buyer(t);
    await placeOrder(t, b, buyNow(skus[0]!));
    await paid(b, skus[1]!);
    await shipped(b, skus[2]!);
    const c = (await api<OrderCount>(t, "GET", "/p/myOrder/orderCount", { token: b.token })).data;
    expect(c).toEqual({
      pendingPayment: 1,
      pendingDelivery: 1,
      pendingReceipt: 1,
      shipped: 1,
      pendinEvaluation: 0,
      evaluated: 0,
      completed: 0,
      canceled: 0,
      grouping: 0,
      allCount: 3,
    });
    const center = (await api<UserCenterInfo>(t, "GET", "/p/user/centerInfo", { token: b.token })).data;
    expect(center.orderCountData).toEqual({
      pendingPayment: 1,
      pendingDelivery: 1,
      pendingReceipt: 1,
      shipped: 1,
      pendinEvaluation: 0,
      evaluated: 0,
      completed: 0,
      canceled: 0,
      grouping: 0,
    });
  });
});

describe("cancel (buyer) and the unpaid timeout (job)", () => {
  it("the buyer cancels an unpaid order: stock comes back once, a second cancel changes nothing, a paid order answers A03007", async () => {
    const b = await buyer(t);
    const s = skus[11]!;
    const before = await stockOf(t, s.skuId);
    const r = await placeOrder(t, b, buyNow(s, 2));
    expect(await stockOf(t, s.skuId)).toBe(before - 2);
    expect((await api(t, "PUT", `/p/myOrder/cancel/${r.orderNumbers[0]}`, { token: b.token })).code).toBe("00000");
    expect((await api(t, "PUT", `/p/myOrder/cancel/${r.orderNumbers[0]}`, { token: b.token })).code).toBe("00000");
    expect(await stockOf(t, s.skuId)).toBe(before);
    const d = await detail(b, r.orderNumbers[0]!);
    expect(d).toMatchObject({
      status: 6,
      statusLabel: "canceled",
      closeType: 4,
      actions: { delete: true, pay: false },
    });
    expect(d.cancelTime).toBeTruthy();
    const p = await paid(b, s);
    const refused = await api(t, "PUT", `/p/myOrder/cancel/${p.orderNumbers[0]}`, { token: b.token });
    expect([refused.status, refused.code, refused.msg]).toEqual([
      409,
      "A03007",
      "The order has been paid and cannot be cancelled",
    ]);
  });

  it("the timeout job run twice (concurrently, and again through the runner) releases stock exactly once", async () => {
    const b = await buyer(t);
    const [x, y] = await twoShops(t);
    const before = [await stockOf(t, x.skuId), await stockOf(t, y.skuId)];
    const r = await placeOrder(t, b, { buyNow: { prodId: x.prodId, skuId: x.skuId, count: 3 } });
    const r2 = await placeOrder(t, b, { buyNow: { prodId: y.prodId, skuId: y.skuId, count: 1 } });
    const svc = orderServiceOf(t.ctx);
    const n = await Promise.all([svc.cancelUnpaidTrade(r.payNo), svc.cancelUnpaidTrade(r.payNo)]);
    expect(n.sort()).toEqual([0, 1]);
    expect(await stockOf(t, x.skuId)).toBe(before[0]);
    // Through the durable runner: make the job due, run it twice.
    await t.ctx.database.query(
      "update jobs set run_at = now() - interval '1 second' where unique_key = any($1::text[])",
      [[`trade-cancel:${r.payNo}`, `trade-cancel:${r2.payNo}`]],
    );
    await t.ctx.jobs.runDueOnce();
    await t.ctx.jobs.runDueOnce();
    expect(await stockOf(t, x.skuId)).toBe(before[0]);
    expect(await stockOf(t, y.skuId)).toBe(before[1]);
    expect(await statusOf(r2.orderNumbers[0]!)).toBe(6);
    const d = await detail(b, r2.orderNumbers[0]!);
    expect(d.closeType).toBe(1); // timeout
    const [trade] = await t.ctx.database.query<{ status: number }>("select status from trades where pay_no = $1", [
      r2.payNo,
    ]);
    expect(Number(trade!.status)).toBe(2);
  });

  it("paying an expired order answers 'Order has expired, please place a new order'", async () => {
    const b = await buyer(t);
    await grant(t, b.userId, 10_000_000);
    const r = await placeOrder(t, b, buyNow(skus[12]!));
    await t.ctx.database.query("update trades set expires_at = now() - interval '1 second' where pay_no = $1", [
      r.payNo,
    ]);
    for (const payType of [1, 2]) {
      const p = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType } });
      expect([p.status, p.code, p.msg]).toEqual([409, "A03003", "Order has expired, please place a new order"]);
    }
    await orderServiceOf(t.ctx).cancelUnpaidTrade(r.payNo);
    const p = await api(t, "POST", "/p/order/pay", {
      token: b.token,
      body: { payNo: r.payNo, payType: 1 },
      lang: "zh",
    });
    expect([p.code, p.msg]).toEqual(["A03003", "订单已过期，请重新下单"]);
  });
});

describe("receipt, delete, buy again", () => {
  it("confirms receipt of shipped orders only (A03008 otherwise); the auto-confirm job does it after the configured days", async () => {
    const b = await buyer(t);
    const p = await paid(b, skus[13]!);
    const early = await api(t, "PUT", `/p/myOrder/receipt/${p.orderNumbers[0]}`, { token: b.token });
    expect([early.code, early.msg]).toEqual(["A03008", "The order has not been shipped yet"]);
    const s = await shipped(b, skus[14]!);
    const [job] = await t.ctx.database.query<{ kind: string; days: number }>(
      "select kind, extract(epoch from (run_at - now())) / 86400 as days from jobs where unique_key = $1",
      [`order-autoconfirm:${s.orderNumbers[0]}`],
    );
    expect(job!.kind).toBe("order.autoConfirm");
    expect(Number(job!.days)).toBeGreaterThan(9.9);
    expect(Number(job!.days)).toBeLessThan(10.1);
    expect((await api(t, "PUT", `/p/myOrder/receipt/${s.orderNumbers[0]}`, { token: b.token })).code).toBe("00000");
    expect(await statusOf(s.orderNumbers[0]!)).toBe(4);
    // Its pending auto-confirm job is gone; running the handler anyway changes nothing.
    expect(
      await t.ctx.database.query("select 1 from jobs where unique_key = $1 and status = 'pending'", [
        `order-autoconfirm:${s.orderNumbers[0]}`,
      ]),
    ).toEqual([]);
    expect(await orderServiceOf(t.ctx).autoConfirmReceipt(s.orderNumbers[0]!)).toBe(false);

    const auto = await shipped(b, skus[15]!);
    await t.ctx.database.query("update jobs set run_at = now() - interval '1 second' where unique_key = $1", [
      `order-autoconfirm:${auto.orderNumbers[0]}`,
    ]);
    await t.ctx.jobs.runDueOnce();
    const d = await detail(b, auto.orderNumbers[0]!);
    expect(d).toMatchObject({ status: 4, statusLabel: "pendinEvaluation", actions: { review: true, delete: true } });
    expect(d.timeline.at(-1)).toMatchObject({ event: "received" });
  });

  it("deletes finished or cancelled orders only (A03011 otherwise); a deleted order is gone for the buyer", async () => {
    const b = await buyer(t);
    const p = await paid(b, skus[16]!);
    const refused = await api(t, "DELETE", `/p/myOrder/${p.orderNumbers[0]}`, { token: b.token });
    expect([refused.code, refused.msg]).toEqual(["A03011", "Only finished or cancelled orders can be deleted"]);
    const c = await placeOrder(t, b, buyNow(skus[17]!));
    await api(t, "PUT", `/p/myOrder/cancel/${c.orderNumbers[0]}`, { token: b.token });
    expect((await api(t, "DELETE", `/p/myOrder/${c.orderNumbers[0]}`, { token: b.token })).code).toBe("00000");
    expect(
      (await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${c.orderNumbers[0]}`, { token: b.token })).code,
    ).toBe("A03000");
    const list = (await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder", { token: b.token })).data;
    expect(list.records.map((o) => o.orderNumber)).toEqual(p.orderNumbers);
    expect((await api<OrderCount>(t, "GET", "/p/myOrder/orderCount", { token: b.token })).data.canceled).toBe(0);
  });

  it("buys again: the order's lines go back into the cart", async () => {
    const b = await buyer(t);
    const s = skus[18]!;
    const p = await paid(b, s, 2);
    const r = await api<{ basketIds: number[]; skipped: number }>(
      t,
      "POST",
      `/p/myOrder/buyAgain/${p.orderNumbers[0]}`,
      { token: b.token },
    );
    expect(r.data.skipped).toBe(0);
    expect(r.data.basketIds).toHaveLength(1);
    expect((await api(t, "GET", "/p/shopCart/prodCount", { token: b.token })).data).toBe(2);
  });
});

describe("ownership: another buyer's order is not found on every order route", () => {
  it("answers 404 and changes nothing", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    await grant(t, other.userId, 10_000_000);
    const r = await placeOrder(t, owner, buyNow(skus[19]!), {
      invoice: { invoiceType: 1, headerType: 1, headerName: "个人" },
    });
    const n = r.orderNumbers[0]!;
    const [item] = await t.ctx.database.query<{ id: number }>(
      "select order_item_id as id from order_items oi join orders o on o.order_id = oi.order_id where o.order_number = $1",
      [n],
    );
    const calls: [string, string, unknown?][] = [
      ["GET", `/p/myOrder/orderDetail?orderNumber=${n}`],
      ["PUT", `/p/myOrder/cancel/${n}`],
      ["PUT", `/p/myOrder/receipt/${n}`],
      ["DELETE", `/p/myOrder/${n}`],
      ["POST", `/p/myOrder/buyAgain/${n}`],
      ["POST", "/p/order/pay", { payNo: r.payNo, payType: 1 }],
      ["POST", "/p/order/pay", { payNo: r.payNo, payType: 2 }],
      ["GET", `/p/order/isPay/${r.payNo}`],
      ["GET", `/p/order/payInfo?payNo=${r.payNo}`],
      ["GET", `/p/invoice/detail?orderNumber=${n}`],
      ["GET", `/p/invoice/download/${n}`],
      ["GET", `/p/prodComm/orderItem/${item!.id}`],
      ["POST", "/p/prodComm", { orderItemId: Number(item!.id), score: 5, content: "好" }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(t, method as "GET", url, { token: other.token, body });
      expect([url, res.status, res.code]).toEqual([url, 404, "A03000"]);
    }
    expect((await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder", { token: other.token })).data.total).toBe(0);
    expect(await statusOf(n)).toBe(1);
    expect((await api(t, "GET", "/p/shopCart/prodCount", { token: other.token })).data).toBe(0);
  });

  it("answers 404 for unknown order numbers and A00002 for malformed ones", async () => {
    const b = await buyer(t);
    expect(
      (await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${"1".repeat(24)}`, { token: b.token })).status,
    ).toBe(404);
    const bad = await api(t, "PUT", "/p/myOrder/cancel/1%20or%201=1", { token: b.token });
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);
  });
});
