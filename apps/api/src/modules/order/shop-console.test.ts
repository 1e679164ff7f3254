import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, MerchantOrderDetail, OrderListItem, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { addressServiceOf } from "../address/service.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { mallDate } from "../../infra/time.ts";

/*
 * The seller center's orders: status tabs with counts, search by number, buyer phone and days,
 * the full detail and the CSV export — the staff's own shop only.
 */
let t: TestApp;
let s: Sku;
let token: string;
let otherToken: string;
const phone = "13912345678";
const placed: { paid: string[]; unpaid: string[] } = { paid: [], unpaid: [] };

beforeAll(async () => {
  t = await createSeededApp();
  const skus = await onSaleSkus(t);
  s = skus[0]!;
  const other = skus.find((k) => k.shopId !== s.shopId)!;
  const signIn = async (shopId: number) =>
    (
      await api<MerchantLoginResult>(t, "POST", "/m/login", {
        body: { userName: `shop${shopId}`, passWord: "souk1234" },
      })
    ).data.token;
  token = await signIn(s.shopId);
  otherToken = await signIn(other.shopId);
  const b = await buyer(t);
  const addrId = await addressServiceOf(t.ctx).add(
    b.userId,
    { receiver: "李四", mobile: phone, provinceId: 11, cityId: 1101, areaId: 110101, addr: "西长安街2号" },
    "zh",
  );
  await grant(t, b.userId, 10_000_000);
  for (let i = 0; i < 3; i++) {
    const r = await placeOrder(
      t,
      { token: b.token, addrId },
      { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
      { orderShopParam: [{ shopId: s.shopId, remarks: `请尽快发货${i}` }] },
    );
    if (i < 2) {
      const pay = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } });
      expect(pay.code).toBe("00000");
      placed.paid.push(r.orderNumbers[0]!);
    } else placed.unpaid.push(r.orderNumbers[0]!);
  }
});
afterAll(async () => t.close());

const list = async (qs: string, as = token) =>
  (await api<Page<OrderListItem>>(t, "GET", `/m/order/page?${qs}`, { token: as })).data;
const tabs = async (qs: string, as = token) =>
  (await api<{ status: number; count: number }[]>(t, "GET", `/m/order/counts?${qs}`, { token: as })).data;

describe("orders in the seller center", () => {
  it("counts each status tab under the search, and the list agrees with every tab", async () => {
    const counts = await tabs(`phone=${phone}`);
    expect(counts.find((c) => c.status === 0)!.count).toBe(3);
    expect(counts.find((c) => c.status === 1)!.count).toBe(1);
    expect(counts.find((c) => c.status === 2)!.count).toBe(2);
    for (const c of counts) expect((await list(`phone=${phone}&status=${c.status}`)).total).toBe(c.count);
    const all = await tabs("");
    expect(all[0]!.count).toBe(all.slice(1).reduce((n, c) => n + c.count, 0));
  });

  it.each([
    [
      "a number prefix",
      () => `orderNumber=${placed.paid[0]!.slice(0, 18)}`,
      (n: string[]) => n.includes(placed.paid[0]!),
    ],
    ["the whole number", () => `orderNumber=${placed.paid[1]}`, (n: string[]) => n.join() === placed.paid[1]],
    ["the receiver's phone", () => `phone=${phone}`, (n: string[]) => n.length === 3],
    [
      "today",
      () => `phone=${phone}&from=${mallDate(Date.now())}&to=${mallDate(Date.now())}`,
      (n: string[]) => n.length === 3,
    ],
    ["a past range", () => `phone=${phone}&from=2001-01-01&to=2001-12-31`, (n: string[]) => n.length === 0],
  ])("finds orders by %s", async (_what, qs, ok) => {
    const numbers = (await list(`${qs()}&size=100`)).records.map((o) => o.orderNumber);
    expect(ok(numbers), numbers.join()).toBe(true);
  });

  it.each([
    ["phone=123", "phone"],
    ["from=2026-02-30", "from"],
    ["from=2026-03-02&to=2026-03-01", "to"],
    ["orderNumber=12ab", "orderNumber"],
  ])("refuses a bad search (%s) with a field error", async (qs, field) => {
    const r = await api<{ field: string }[]>(t, "GET", `/m/order/page?${qs}`, { token });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data.map((f) => f.field)).toContain(field);
  });

  it("shows an order's detail with amounts, address, note, payment and the buyer's phone", async () => {
    const d = await api<MerchantOrderDetail>(t, "GET", `/m/order/info?orderNumber=${placed.paid[0]}`, { token });
    expect(d.code).toBe("00000");
    expect(d.data).toMatchObject({
      orderNumber: placed.paid[0],
      status: 2,
      remarks: "请尽快发货0",
      payType: 1,
      userAddr: { receiver: "李四", mobile: phone },
      logistics: null,
    });
    for (const k of [
      "activityReduce",
      "shopDiscountReduce",
      "shopCouponReduce",
      "platformCouponReduce",
      "pointsReduce",
    ])
      expect(typeof (d.data as unknown as Record<string, unknown>)[k]).toBe("number");
    expect(d.data.actualTotal).toBe(d.data.total + d.data.transfee - d.data.reduceAmount);
    const [u] = await t.ctx.database.query<{ mobile: string | null }>(
      "select u.mobile from users u join orders o on o.user_id = u.user_id where o.order_number = $1",
      [placed.paid[0]],
    );
    expect(d.data.buyerMobile).toBe(u!.mobile ?? "");
  });

  it("never shows another shop's order: 404 like an unknown number, and not in its lists or export", async () => {
    const r = await api(t, "GET", `/m/order/info?orderNumber=${placed.paid[0]}`, { token: otherToken });
    const unknown = await api(t, "GET", `/m/order/info?orderNumber=${"9".repeat(20)}`, { token: otherToken });
    expect([r.status, r.code]).toEqual([404, "A03000"]);
    expect([unknown.status, unknown.code]).toEqual([404, "A03000"]);
    expect((await list(`phone=${phone}`, otherToken)).total).toBe(0);
    const day = mallDate(Date.now());
    const csv = await t.app.inject({
      method: "GET",
      url: `/m/order/export?from=${day}&to=${day}`,
      headers: { authorization: otherToken },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(placed.paid[0]);
  });

  it("exports a day range as CSV with localized titles, one row per order", async () => {
    const day = mallDate(Date.now());
    for (const lang of ["zh", "en"] as const) {
      const r = await t.app.inject({
        method: "GET",
        url: `/m/order/export?from=${day}&to=${day}`,
        headers: { authorization: token, "accept-language": lang },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(r.headers["content-disposition"]).toContain(`orders-${day}-${day}.csv`);
      const text = r.body.replace(/^\uFEFF/, "");
      const [header, ...rows] = text.trim().split("\n");
      expect(header!.split(",")[0]).toBe(lang === "zh" ? "订单号" : "Order number");
      expect(rows.length).toBe((await list(`from=${day}&to=${day}`)).total);
      const mine = rows.find((l) => l.startsWith(placed.paid[0]!))!;
      expect(mine).toContain(phone);
      expect(mine).toContain(lang === "zh" ? "待发货" : "To ship");
    }
    const bad = await api(t, "GET", "/m/order/export?from=2025-01-01&to=2026-06-01", { token });
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);
  });
});
