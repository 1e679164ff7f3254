import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOW_PAGE, type MerchantLoginResult, type ShopDashboard } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { mallDate } from "../../infra/time.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { flowServiceOf } from "../flow/service.ts";
import { apply, application } from "../refund/test-support.ts";

/*
 * The dashboard's figures are maintained as orders are paid and refunded (and as the flow
 * aggregation runs), never counted from the orders when read: they must stay exact under
 * concurrent payments and refunds, and agree with the orders themselves.
 */
let t: TestApp;
let s: Sku;
let token: string;

beforeAll(async () => {
  t = await createSeededApp();
  const skus = await onSaleSkus(t);
  s = skus.find((k) => k.shopId === skus.at(-1)!.shopId)!;
  token = (
    await api<MerchantLoginResult>(t, "POST", "/m/login", {
      body: { userName: `shop${s.shopId}`, passWord: "souk1234" },
    })
  ).data.token;
});
afterAll(async () => t.close());

const dashboard = async () => (await api<ShopDashboard>(t, "GET", "/m/dashboard", { token })).data;

/** The oracle: the shop's orders paid today and refunds completed today, counted from their tables. */
async function scanned() {
  const [o] = await t.ctx.database.query<{ n: number; amount: string }>(
    `select count(*)::int as n, coalesce(sum(actual_total), 0) as amount from orders
     where shop_id = $1 and ((paid_at at time zone 'UTC') + interval '8 hours')::date = $2::date`,
    [s.shopId, mallDate(Date.now())],
  );
  const [r] = await t.ctx.database.query<{ n: number; amount: string }>(
    `select count(*)::int as n, coalesce(sum(refund_amount), 0) as amount from refunds
     where shop_id = $1 and status = 5 and ((refunded_at at time zone 'UTC') + interval '8 hours')::date = $2::date`,
    [s.shopId, mallDate(Date.now())],
  );
  return { paidOrders: o!.n, paidAmount: Number(o!.amount), refunds: r!.n, refundAmount: Number(r!.amount) };
}

async function unpaidOrders(n: number) {
  const b = await buyer(t);
  await grant(t, b.userId, 100_000_000);
  /** actualTotal in yuan, as the submit answers it. */
  const out: { payNo: string; orderNumber: string; actualTotal: number }[] = [];
  for (let i = 0; i < n; i++) {
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    out.push({ payNo: r.payNo, orderNumber: r.orderNumbers[0]!, actualTotal: r.actualTotal });
  }
  return { b, orders: out };
}

describe("the seller center's dashboard", () => {
  it("counts a payment at once: today's paid amount and orders, the orders to ship, the trend's last day", async () => {
    const before = await dashboard();
    const { b, orders } = await unpaidOrders(1);
    expect((await dashboard()).today.paidOrders).toBe(before.today.paidOrders);
    await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: orders[0]!.payNo, payType: 1 } });
    const after = await dashboard();
    expect(after.today.paidOrders).toBe(before.today.paidOrders + 1);
    expect(after.today.paidAmount).toBe(before.today.paidAmount + Math.round(orders[0]!.actualTotal * 100));
    expect(after.todo.toShip).toBe(before.todo.toShip + 1);
    expect(after.trend).toHaveLength(30);
    expect(after.trend.at(-1)).toEqual(after.today);
    expect(after.today.day).toBe(mallDate(Date.now()));
    expect(after.yesterday.day).toBe(mallDate(Date.now() - 86_400_000));
    expect(after.today).toMatchObject(await scanned());
  });

  it("stays exact under concurrent payments and refunds", async () => {
    const { b, orders } = await unpaidOrders(8);
    const pays = await Promise.all(
      orders.map((o) => api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: o.payNo, payType: 1 } })),
    );
    expect(pays.map((p) => p.code)).toEqual(orders.map(() => "00000"));
    const lines = await t.ctx.database.query<{ order_number: string; order_item_id: number; actual_total: string }>(
      `select o.order_number, i.order_item_id, o.actual_total from orders o join order_items i on i.order_id = o.order_id
       where o.order_number = any($1::text[])`,
      [orders.map((o) => o.orderNumber)],
    );
    const sns = [];
    for (const l of lines.slice(0, 5)) {
      const r = await apply(
        t,
        b,
        application(
          { orderNumber: l.order_number, orderItemId: Number(l.order_item_id) },
          { applyType: 1, refundAmount: Number(l.actual_total) / 100 },
        ),
      );
      expect(r.code, r.msg ?? "").toBe("00000");
      sns.push(r.data.refundSn);
    }
    expect((await dashboard()).todo.afterSales).toBeGreaterThanOrEqual(5);
    const accepted = await Promise.all(
      sns.map((refundSn) => api(t, "PUT", "/m/refund/accept", { token, body: { refundSn } })),
    );
    expect(accepted.map((a) => a.code)).toEqual(sns.map(() => "00000"));
    const d = await dashboard();
    expect(d.today).toMatchObject(await scanned());
    expect(d.today.refunds).toBeGreaterThanOrEqual(5);
  });

  it("takes the day's visitors from the flow aggregation and shows conversion", async () => {
    const day = mallDate(Date.now());
    const views = ["v-1", "v-2", "v-3", "v-4"].map((uuid) => ({
      uuid: `dashboard-${uuid}`,
      uuidSession: "5f0c7a8e-1111-4a2b-8c3d-000000000009",
      pageId: FLOW_PAGE.productDetail,
      prevPageId: 0,
      step: 1,
      visitType: 1,
      systemType: 1,
      bizData: s.prodId,
    }));
    expect((await api(t, "POST", "/flowAnalysisLog", { body: views })).data).toMatchObject({ accepted: 4 });
    await flowServiceOf(t.ctx).writer.flush();
    expect((await dashboard()).today.visitors).toBeNull();
    await flowServiceOf(t.ctx).aggregate(day);
    const d = await dashboard();
    expect(d.today.visitors).toBe(4);
    expect(d.today.conversion).toBe(Math.round((d.today.paidOrders / 4) * 10_000) / 10_000);
    expect(d.today.paidOrders).toBe((await scanned()).paidOrders); // aggregation leaves the money figures alone
  });

  it("shows another shop none of this shop's figures", async () => {
    const other = (await onSaleSkus(t)).find((k) => k.shopId !== s.shopId)!;
    const otherToken = (
      await api<MerchantLoginResult>(t, "POST", "/m/login", {
        body: { userName: `shop${other.shopId}`, passWord: "souk1234" },
      })
    ).data.token;
    const theirs = (await api<ShopDashboard>(t, "GET", "/m/dashboard", { token: otherToken })).data;
    expect(theirs.today.visitors).toBeNull();
    expect(theirs.today.paidOrders).toBeLessThan((await dashboard()).today.paidOrders);
  });
});
