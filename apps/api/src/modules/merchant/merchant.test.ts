import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, OrderListItem, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api, call } from "../../../test/http.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const login = async (shopId: number, password = "souk1234") =>
  api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName: `shop${shopId}`, passWord: password } });

async function paidOrder(s: Sku) {
  const b = await buyer(t);
  await grant(t, b.userId, 10_000_000);
  const r = await placeOrder(
    t,
    b,
    { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
    { invoice: { invoiceType: 1, headerType: 1, headerName: "个人" } },
  );
  expect((await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } })).code).toBe(
    "00000",
  );
  return { b, orderNumber: r.orderNumbers[0]! };
}

describe("shop staff sign-in", () => {
  it("signs in the seeded staff of every shop (shop<id> / souk1234) and refuses wrong passwords", async () => {
    const s = skus[0]!;
    const ok = await login(s.shopId);
    expect(ok.code).toBe("00000");
    expect(ok.data).toMatchObject({ shopId: s.shopId, expiresIn: 7 * 24 * 3600 });
    expect(ok.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bad = await login(s.shopId, "wrong-password");
    expect([bad.status, bad.code, bad.msg]).toEqual([401, "A00001", "Wrong account or password"]);
    const unknown = await api(t, "POST", "/m/login", { body: { userName: "shop99999", passWord: "souk1234" } });
    expect(unknown.msg).toBe("Wrong account or password");
  });

  // Delays and locks per account and address: staff/signin-throttle.test.ts.
  it("limits one address across shops: 30 wrong passwords, then 429 for any account", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 30; i++)
      await call(t, "POST", "/m/login", { body: { userName: `nosuchshop${i}`, passWord: "x" }, ip });
    const r = await call(t, "POST", "/m/login", {
      body: { userName: `shop${skus[0]!.shopId}`, passWord: "souk1234" },
      ip,
    });
    expect([r.status, r.code]).toEqual([429, "B00016"]);
    expect((await login(skus[0]!.shopId)).code).toBe("00000");
  });

  it("keeps the scopes apart: a buyer token is refused on /m/, a staff token on /p/, and logout revokes", async () => {
    const b = await buyer(t);
    const staff = (await login(skus[1]!.shopId)).data;
    const asBuyer = await api(t, "GET", "/m/order/page", { token: b.token });
    expect([asBuyer.status, asBuyer.code]).toEqual([401, "A00004"]);
    const noToken = await api(t, "GET", "/m/order/page");
    expect(noToken.code).toBe("A00004");
    const asStaff = await api(t, "GET", "/p/myOrder/myOrder", { token: staff.token });
    expect([asStaff.status, asStaff.code]).toEqual([401, "A00004"]);
    // The buyer's cookie does not authenticate on /m/ either.
    const cookie = await t.app.inject({ method: "GET", url: "/m/order/page", headers: { cookie: `token=${b.token}` } });
    expect(cookie.statusCode).toBe(401);
    expect((await api(t, "GET", "/m/order/page", { token: staff.token })).code).toBe("00000");
    expect((await api(t, "POST", "/m/logout", { token: staff.token })).code).toBe("00000");
    expect((await api(t, "GET", "/m/order/page", { token: staff.token })).code).toBe("A00004");
  });
});

describe("the shop's orders", () => {
  it("lists only the staff's shop's orders and ships a paid one, which schedules the automatic receipt", async () => {
    const [x, y] = [skus[2]!, skus.find((s) => s.shopId !== skus[2]!.shopId)!];
    const mine = await paidOrder(x);
    const theirs = await paidOrder(y);
    const staff = (await login(x.shopId)).data;
    const page = (
      await api<Page<OrderListItem & { userAddr: { receiver: string } }>>(t, "GET", "/m/order/page?status=2", {
        token: staff.token,
      })
    ).data;
    const numbers = page.records.map((o) => o.orderNumber);
    expect(numbers).toContain(mine.orderNumber);
    expect(numbers).not.toContain(theirs.orderNumber);
    expect(page.records.every((o) => o.shopId === x.shopId && o.status === 2)).toBe(true);
    expect(page.records.find((o) => o.orderNumber === mine.orderNumber)!.userAddr.receiver).toBe("张三");

    // Another shop's order is not found; an invalid body lists every field.
    const other = await api(t, "PUT", "/m/order/delivery", {
      token: staff.token,
      body: { orderNumber: theirs.orderNumber, carrier: "SF", trackingNumber: "SF1234" },
    });
    expect([other.status, other.code]).toEqual([404, "A03000"]);
    const invalid = await api(t, "PUT", "/m/order/delivery", {
      token: staff.token,
      body: { orderNumber: mine.orderNumber, carrier: "", trackingNumber: "S F" },
    });
    expect(invalid.data).toEqual([
      { field: "carrier", message: "Please enter the carrier name (at most 30 characters)" },
      { field: "trackingNumber", message: "Please enter a valid tracking number (4-40 letters, digits or -)" },
    ]);

    const ship = await api(t, "PUT", "/m/order/delivery", {
      token: staff.token,
      body: { orderNumber: mine.orderNumber, carrier: "顺丰速运", trackingNumber: "SF1234567890" },
    });
    expect(ship.code).toBe("00000");
    const again = await api(t, "PUT", "/m/order/delivery", {
      token: staff.token,
      body: { orderNumber: mine.orderNumber, carrier: "顺丰速运", trackingNumber: "SF1234567890" },
    });
    expect([again.code, again.msg]).toEqual(["A00001", "Only orders waiting for delivery can be shipped"]);
    const d = (await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${mine.orderNumber}`, { token: mine.b.token }))
      .data;
    expect(d).toMatchObject({ status: 3, logistics: { carrier: "顺丰速运", trackingNumber: "SF1234567890" } });
    expect(
      await t.ctx.database.query("select 1 from jobs where unique_key = $1 and status = 'pending'", [
        `order-autoconfirm:${mine.orderNumber}`,
      ]),
    ).toHaveLength(1);
  });

  it("refuses to ship an unpaid order", async () => {
    const s = skus[4]!;
    const b = await buyer(t);
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const staff = (await login(s.shopId)).data;
    const res = await api(t, "PUT", "/m/order/delivery", {
      token: staff.token,
      body: { orderNumber: r.orderNumbers[0], carrier: "SF", trackingNumber: "SF1234" },
    });
    expect(res.msg).toBe("Only orders waiting for delivery can be shipped");
  });

  it("issues the invoice of a paid order of its shop, once", async () => {
    const s = skus[5]!;
    const { b, orderNumber } = await paidOrder(s);
    const staff = (await login(s.shopId)).data;
    expect((await api(t, "PUT", `/m/invoice/issue/${orderNumber}`, { token: staff.token })).code).toBe("00000");
    const first = (await api(t, "GET", `/p/invoice/detail?orderNumber=${orderNumber}`, { token: b.token })).data;
    expect(first).toMatchObject({ status: 2, statusLabel: "invoiced" });
    expect((await api(t, "PUT", `/m/invoice/issue/${orderNumber}`, { token: staff.token })).code).toBe("00000");
    expect(
      (await api(t, "GET", `/p/invoice/detail?orderNumber=${orderNumber}`, { token: b.token })).data.invoiceNo,
    ).toBe(first.invoiceNo);
    const otherShop = (await login(skus.find((k) => k.shopId !== s.shopId)!.shopId)).data;
    expect((await api(t, "PUT", `/m/invoice/issue/${orderNumber}`, { token: otherShop.token })).code).toBe("A03000");
  });
});
