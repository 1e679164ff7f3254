import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { DEMO_ACCOUNT } from "../../modules/account/service.ts";
import { wire } from "../../modules/account/test-support.ts";
import { buyer, onSaleSkus, placeOrder, type Sku } from "../../modules/checkout/test-support.ts";
import { api } from "../../../test/http.ts";

/**
 * What a client written for mall4j meets first: the envelope's extra fields, the
 * `/login` alias, bodiless PUT/DELETE with a JSON content type, `{}` as the cart-info body, the
 * mall4j field names on cart lines and orders, and a SKU that is not of the product.
 */
let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

describe("mall4j envelope", () => {
  it("carries fail (= !success), version and timestamp on successes and failures, pre-serialized answers too", async () => {
    const before = Date.now();
    for (const [url, success] of [
      ["/sys/config/info/getSysPaySwitch", true],
      ["/p/user/userInfo", false],
      ["/no/such/route", false],
      ["/area/administrativeDivision", true], // a JSON text the route serialized itself
    ] as const) {
      const r = await t.app.inject({ url });
      const body = r.json();
      expect(body.success, url).toBe(success);
      expect(body.fail, url).toBe(!success);
      expect(body.version, url).toBe("mall4j.v230424");
      expect(body.timestamp, url).toBeGreaterThanOrEqual(before);
      expect(body.timestamp, url).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("POST /login (alias of /sso/login)", () => {
  it("signs in with the mall4j path and answers the same result", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/login",
      payload: { userName: DEMO_ACCOUNT.userName, passWord: wire(t, DEMO_ACCOUNT.password) },
    });
    const body = r.json();
    expect(body).toMatchObject({ code: "00000", fail: false });
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await t.app.inject({ url: "/p/user/userInfo", headers: { authorization: body.data.accessToken } });
    expect(me.json().code).toBe("00000");
  });
});

describe("an empty body with Content-Type: application/json is no body", () => {
  it("lets DELETE /p/shopCart/deleteAll and PUT /p/myOrder/cancel/{n} through, and still asks for a login", async () => {
    const anon = await t.app.inject({
      method: "DELETE",
      url: "/p/shopCart/deleteAll",
      headers: { "content-type": "application/json" },
    });
    expect(anon.json().code).toBe("A00004");
    const b = await buyer(t);
    const s = skus[0]!;
    const order = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/p/myOrder/cancel/${order.orderNumbers[0]}`,
      headers: { "content-type": "application/json", authorization: b.token },
    });
    expect(cancel.json()).toMatchObject({ code: "00000", success: true });
    const del = await t.app.inject({
      method: "DELETE",
      url: "/p/shopCart/deleteAll",
      headers: { "content-type": "application/json", authorization: b.token },
    });
    expect(del.json().code).toBe("00000");
    // A malformed body is still refused.
    const bad = await t.app.inject({
      method: "POST",
      url: "/p/shopCart/info",
      headers: { "content-type": "application/json", authorization: b.token },
      payload: "{not json",
    });
    expect(bad.json().code).toBe("A00003");
  });
});

describe("cart in the mall4j dialect", () => {
  it("accepts {} as the /p/shopCart/info body; lines carry prodCount, shopName and basketDate beside count", async () => {
    const { token } = await t.login();
    const s = skus[1]!;
    expect((await api(t, "POST", "/p/shopCart/changeItem", { token, body: { ...pick(s), count: 2 } })).code).toBe(
      "00000",
    );
    const r = await api(t, "POST", "/p/shopCart/info", { token, body: {} });
    expect(r.code, r.msg ?? "").toBe("00000");
    const shop = r.data[0];
    const line = shop.shopCartItemDiscounts[0].shopCartItems[0];
    expect(line).toMatchObject({ count: 2, prodCount: 2, shopName: shop.shopName });
    expect(line.shopName.length).toBeGreaterThan(0);
    expect(line.basketDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(line.basketDate).toBe(line.createTime);
  });

  it.each([0, -1, 1])(
    "refuses a SKU that is not of the product (count %i) and leaves the cart alone",
    async (count) => {
      const { token } = await t.login();
      const [a, b] = [skus[2]!, skus[3]!];
      await api(t, "POST", "/p/shopCart/changeItem", { token, body: { ...pick(a), count: 1 } });
      const r = await api(t, "POST", "/p/shopCart/changeItem", {
        token,
        body: { prodId: b.prodId, skuId: a.skuId, count },
      });
      expect(r.code).toBe("A01000");
      expect(await api<number>(t, "GET", "/p/shopCart/prodCount", { token })).toMatchObject({ data: 1 });
    },
  );
});

describe("orders in the mall4j dialect", () => {
  it("carry orderItemDtos (list and detail) and userAddrDto (detail) beside items and userAddr", async () => {
    const b = await buyer(t);
    const s = skus[4]!;
    const order = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const list = await api(t, "GET", "/p/myOrder/myOrder?status=0", { token: b.token });
    const first = list.data.records[0];
    expect(first.orderItemDtos).toEqual(first.items);
    expect(first.orderItemDtos[0]).toMatchObject({ prodId: s.prodId, skuId: s.skuId });
    const detail = await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${order.orderNumbers[0]}`, {
      token: b.token,
    });
    expect(detail.data.orderItemDtos).toEqual(detail.data.items);
    expect(detail.data.userAddrDto).toEqual(detail.data.userAddr);
    expect(detail.data.userAddrDto.receiver.length).toBeGreaterThan(0);
  });
});

describe("GET /sys/config/info/getSysPaySwitch", () => {
  it("never reports Alipay on: payment accepts balance and WeChat only", async () => {
    const r = await api(t, "GET", "/sys/config/info/getSysPaySwitch");
    expect(r.data).toEqual({ balancePay: true, wechatPay: true, aliPay: false });
    const pay = await api(t, "POST", "/p/order/pay", {
      token: (await t.login()).token,
      body: { payNo: "1", payType: 3 },
    });
    expect(pay.code).toBe("A00002");
  });
});

function pick(s: Sku) {
  return { prodId: s.prodId, skuId: s.skuId };
}

describe("POST /p/order/submit with the mall4j body (orderShopParam only)", () => {
  it("submits the buyer's latest confirm with the address it showed, once", async () => {
    const b = await buyer(t);
    const s = skus[5]!;
    const c = await api(t, "POST", "/p/order/confirm", {
      token: b.token,
      body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
    });
    expect(c.code, c.msg ?? "").toBe("00000");
    const body = { orderShopParam: [{ shopId: s.shopId, remarks: "mall4j" }] };
    const r = await api(t, "POST", "/p/order/submit", { token: b.token, body });
    expect(r.code, r.msg ?? "").toBe("00000");
    // OrderNumbersDto: one shop, one number (several are joined by commas).
    expect(r.data.orderNumbers).toMatch(/^\d{24}$/);
    expect(r.data.orderNumberList).toEqual([r.data.orderNumbers]);
    const detail = await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${r.data.orderNumbers}`, {
      token: b.token,
    });
    expect(detail.data).toMatchObject({ remarks: "mall4j", userAddrDto: { receiver: c.data.userAddr.receiver } });
    // The confirm is spent: a second mall4j submit finds none.
    expect((await api(t, "POST", "/p/order/submit", { token: b.token, body })).code).toBe("A03003");
  });

  it("never takes another buyer's confirm", async () => {
    const a = await buyer(t);
    const other = await buyer(t);
    const s = skus[6]!;
    await api(t, "POST", "/p/order/confirm", {
      token: a.token,
      body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
    });
    const r = await api(t, "POST", "/p/order/submit", { token: other.token, body: { orderShopParam: [] } });
    expect(r.code).toBe("A03003");
  });
});
