import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_SETTLE_MAX, type ConfirmOrderView, type OrderDetail } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, placeOrder, setSku, stockOf, twoShops, type Sku } from "./test-support.ts";
import { api } from "../../../test/http.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.ctx.database.query<{ n: number }>(sql, params))[0]!.n);

async function addToCart(token: string, s: Sku, n: number): Promise<number> {
  const r = await api(t, "POST", "/p/shopCart/changeItem", {
    token,
    body: { prodId: s.prodId, skuId: s.skuId, count: n },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  const [row] = await t.ctx.database.query<{ basket_id: number }>(
    "select basket_id from cart_items where sku_id = $1 order by basket_id desc limit 1",
    [s.skuId],
  );
  return Number(row!.basket_id);
}

async function confirm(token: string, body: unknown) {
  return api<ConfirmOrderView>(t, "POST", "/p/order/confirm", { token, body });
}

describe("POST /p/order/confirm", () => {
  it("prices the selection per shop on the server: goods, freight (free from ¥99, else ¥8), totals and a default address", async () => {
    const b = await buyer(t);
    const cheap = skus.find((s) => s.price < 9900)!;
    const dear = skus.find((s) => s.price >= 9900 && s.shopId !== cheap.shopId)!;
    const ids = [await addToCart(b.token, cheap, 1), await addToCart(b.token, dear, 1)];
    const r = await confirm(b.token, { basketIds: ids });
    expect(r.code).toBe("00000");
    const v = r.data;
    expect(v.submitToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(v.userAddr?.addrId).toBe(b.addrId);
    const byShop = new Map(v.shopCartOrders.map((s) => [s.shopId, s]));
    expect(byShop.get(cheap.shopId)).toMatchObject({
      total: cheap.price / 100,
      transfee: 8,
      actualTotal: (cheap.price + 800) / 100,
      freightRule: { freeOver: 99, fee: 8 },
    });
    expect(byShop.get(dear.shopId)).toMatchObject({
      total: dear.price / 100,
      transfee: 0,
      actualTotal: dear.price / 100,
    });
    expect(v).toMatchObject({
      totalCount: 2,
      transfee: 8,
      orderReduce: 0,
      actualTotal: (cheap.price + dear.price + 800) / 100,
    });
  });

  it("buys now without the cart, and refuses more than the stock", async () => {
    const b = await buyer(t);
    const s = skus[5]!;
    const ok = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2, shopId: 999 } });
    expect(ok.data.shopCartOrders[0]!.shopId).toBe(s.shopId);
    await setSku(t, s.skuId, { stock: 1 });
    const r = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2 } });
    expect([r.status, r.code, r.msg]).toEqual([409, "A03010", "Insufficient inventory"]);
    await setSku(t, s.skuId, { stock: s.stock });
  });

  it(`answers 'please order separately' for more than ${CART_SETTLE_MAX} cart lines`, async () => {
    const b = await buyer(t);
    const ids = Array.from({ length: CART_SETTLE_MAX + 1 }, (_, i) => i + 1);
    for (const lang of ["en", "zh"] as const) {
      const r = await api(t, "POST", "/p/order/confirm", { token: b.token, body: { basketIds: ids }, lang });
      expect([r.status, r.code]).toEqual([400, "A00001"]);
      expect(r.msg).toBe(
        lang === "en"
          ? "The shopping cart supports up to 50 items, please order separately"
          : "购物车最多支持50件商品结算，请分开下单",
      );
    }
  });

  it("refuses another buyer's cart lines and an address that is not the buyer's", async () => {
    const a = await buyer(t);
    const other = await buyer(t);
    const id = await addToCart(a.token, skus[1]!, 1);
    expect((await confirm(other.token, { basketIds: [id] })).code).toBe("A02000");
    const r = await confirm(other.token, { basketIds: [await addToCart(other.token, skus[1]!, 1)], addrId: a.addrId });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
  });

  it("refuses off-shelf lines and validates the body", async () => {
    const b = await buyer(t);
    const s = skus[7]!;
    const id = await addToCart(b.token, s, 1);
    await setSku(t, s.skuId, { status: 0 });
    const r = await confirm(b.token, { basketIds: [id] });
    expect([r.code, r.msg]).toEqual(["A00001", "Some items are off the shelf or sold out, please go back to the cart"]);
    await setSku(t, s.skuId, { status: 1 });
    const bad = await confirm(b.token, {});
    expect(bad.code).toBe("A00002");
    expect(bad.data).toEqual([{ field: "basketIds", message: "Please choose the items to buy" }]);
  });
});

describe("POST /p/order/submit", () => {
  it("creates one trade with one order per shop from the token's snapshot, consumes the cart lines, ignores client prices", async () => {
    const b = await buyer(t);
    const [x, y] = await twoShops(t);
    const ids = [await addToCart(b.token, x, 2), await addToCart(b.token, y, 1)];
    const before = [await stockOf(t, x.skuId), await stockOf(t, y.skuId)];
    const c = await confirm(b.token, { basketIds: ids });
    const s = await api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: {
        submitToken: c.data.submitToken,
        addrId: b.addrId,
        orderShopParams: [{ shopId: x.shopId, remarks: "  请尽快发货  " }],
        // Never taken from the client:
        actualTotal: 0.01,
        total: 0.01,
        userId: 1,
        status: 2,
        price: 0.01,
      },
    });
    expect(s.code, s.msg ?? "").toBe("00000");
    expect(s.data.payNo).toMatch(/^\d{24}$/);
    // mall4j's OrderNumbersDto: the numbers joined by commas; the storefront reads the array.
    expect(s.data.orderNumberList).toHaveLength(2);
    expect(s.data.orderNumbers).toBe(s.data.orderNumberList.join(","));
    expect(s.data.actualTotal).toBe(c.data.actualTotal);
    for (const n of s.data.orderNumberList) expect(n).toMatch(/^\d{24}$/);
    expect([await stockOf(t, x.skuId), await stockOf(t, y.skuId)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect(await count("select count(*)::int as n from cart_items where basket_id = any($1::int[])", [ids])).toBe(0);
    const orders = await t.ctx.database.query<{
      shop_id: number;
      status: number;
      user_id: number;
      actual_total: number;
      remarks: string;
    }>("select shop_id, status, user_id, actual_total, remarks from orders where pay_no = $1 order by shop_id", [
      s.data.payNo,
    ]);
    expect(orders.map((o) => [o.status, o.user_id])).toEqual([
      [1, b.userId],
      [1, b.userId],
    ]);
    expect(orders.reduce((a, o) => a + Number(o.actual_total), 0)).toBe(Math.round(c.data.actualTotal * 100));
    expect(orders.find((o) => o.shop_id === x.shopId)!.remarks).toBe("请尽快发货");
    // The unpaid timeout is scheduled with the trade, once.
    const jobs = await t.ctx.database.query<{ kind: string; run_at: Date }>(
      "select kind, run_at from jobs where unique_key = $1",
      [`trade-cancel:${s.data.payNo}`],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.kind).toBe("order.cancelUnpaid");
  });

  it("snapshots a commission per order item: 5% for ordinary shops, 0 for self-run shops", async () => {
    const b = await buyer(t);
    const s = skus[3]!;
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 3 } });
    const [row] = await t.ctx.database.query<{ rate: number; commission: number; actual: number; shop_type: number }>(
      `select oi.commission_rate_bp as rate, oi.commission, oi.actual_total as actual, sh.shop_type
         from order_items oi join orders o on o.order_id = oi.order_id join shops sh on sh.shop_id = o.shop_id where o.order_number = $1`,
      [r.orderNumbers[0]],
    );
    const rate = Number(row!.shop_type) === 1 ? 0 : 500;
    expect(Number(row!.rate)).toBe(rate);
    expect(Number(row!.commission)).toBe(Math.floor((Number(row!.actual) * rate) / 10000));
  });

  it("answers a replayed token with the first submit's result, A03002 for an unknown one, A03003 for an expired one", async () => {
    const b = await buyer(t);
    const s = skus[2]!;
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const body = { submitToken: c.data.submitToken, addrId: b.addrId };
    const first = await api(t, "POST", "/p/order/submit", { token: b.token, body });
    expect(first.code).toBe("00000");
    // A buyer whose connection broke after the order was created submits again: same payNo, nothing new.
    for (const lang of ["en", "zh"] as const) {
      const again = await api(t, "POST", "/p/order/submit", { token: b.token, body, lang });
      expect([again.status, again.code]).toEqual([200, "00000"]);
      expect(again.data).toEqual(first.data);
    }
    expect(await count("select count(*)::int as n from trades where user_id = $1", [b.userId])).toBe(1);
    const unknown = await api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { ...body, submitToken: "x".repeat(32) },
      lang: "en",
    });
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([
      409,
      "A03002",
      "Order status has changed, please do not submit orders at the same time",
    ]);
    // Another buyer cannot use my token either.
    const c2 = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const other = await buyer(t);
    expect(
      (
        await api(t, "POST", "/p/order/submit", {
          token: other.token,
          body: { submitToken: c2.data.submitToken, addrId: other.addrId },
        })
      ).code,
    ).toBe("A03002");
    // Expired: 10 minutes.
    await t.ctx.database.query(
      "update submit_tokens set expires_at = now() - interval '1 second' where user_id = $1 and used_at is null",
      [b.userId],
    );
    const expired = await api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: c2.data.submitToken, addrId: b.addrId },
    });
    expect([expired.status, expired.code]).toEqual([409, "A03003"]);
  });

  it("makes exactly one trade when the same token is submitted 10 times in parallel, and all ten learn its payNo", async () => {
    const b = await buyer(t);
    const s = skus[4]!;
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t, "POST", "/p/order/submit", {
          token: b.token,
          body: { submitToken: c.data.submitToken, addrId: b.addrId },
        }),
      ),
    );
    // Every one answers the one result (the others waited for the first and replay it).
    expect(rs.filter((r) => r.code === "00000")).toHaveLength(10);
    expect(new Set(rs.map((r) => (r.data as { payNo: string }).payNo)).size).toBe(1);
    expect(await count("select count(*)::int as n from trades where user_id = $1", [b.userId])).toBe(1);
  });

  it("creates nothing and reserves nothing when one line lacks stock (A03010 'Insufficient inventory')", async () => {
    const b = await buyer(t);
    const [x, y] = await twoShops(t);
    const ids = [await addToCart(b.token, x, 1), await addToCart(b.token, y, 3)];
    const c = await confirm(b.token, { basketIds: ids });
    const stockX = await stockOf(t, x.skuId);
    await setSku(t, y.skuId, { stock: 2 }); // sold meanwhile
    const r = await api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: c.data.submitToken, addrId: b.addrId },
    });
    expect([r.status, r.code, r.msg]).toEqual([409, "A03010", "Insufficient inventory"]);
    expect(await stockOf(t, x.skuId)).toBe(stockX);
    expect(await stockOf(t, y.skuId)).toBe(2);
    expect(await count("select count(*)::int as n from trades where user_id = $1", [b.userId])).toBe(0);
    expect(await count("select count(*)::int as n from orders where user_id = $1", [b.userId])).toBe(0);
    expect(await count("select count(*)::int as n from cart_items where user_id = $1", [b.userId])).toBe(2);
    // Nothing was consumed: with stock back, the same token works.
    await setSku(t, y.skuId, { stock: y.stock });
    expect(
      (
        await api(t, "POST", "/p/order/submit", {
          token: b.token,
          body: { submitToken: c.data.submitToken, addrId: b.addrId },
        })
      ).code,
    ).toBe("00000");
  });

  it("sends the buyer back to confirm when a price changed after confirm", async () => {
    const b = await buyer(t);
    const s = skus[6]!;
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    await setSku(t, s.skuId, { price: s.price + 100 });
    const r = await api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: c.data.submitToken, addrId: b.addrId },
    });
    expect([r.code, r.msg]).toEqual(["A00001", "Product information has changed, please confirm the order again"]);
    await setSku(t, s.skuId, { price: s.price });
  });

  it("stores the invoice asked for, per order", async () => {
    const b = await buyer(t);
    const s = skus[8]!;
    const r = await placeOrder(
      t,
      b,
      { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
      {
        invoice: {
          invoiceType: 1,
          headerType: 2,
          headerName: "深圳市某某科技有限公司",
          taxNumber: "91440300MA5FXXXX1X",
        },
      },
    );
    const d = await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${r.orderNumbers[0]}`, {
      token: b.token,
    });
    expect(d.data.invoice).toEqual({
      invoiceType: 1,
      headerType: 2,
      headerName: "深圳市某某科技有限公司",
      taxNumber: "91440300MA5FXXXX1X",
      status: 1,
      statusLabel: "applying",
    });
  });
});

describe("submit validation messages (spec part 5)", () => {
  const token = "t".repeat(32);
  // [case, body patch, field, en message, zh message]
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      "note over 200 characters",
      { orderShopParams: [{ shopId: 1, remarks: "字".repeat(201) }] },
      "orderShopParams.0.remarks",
      "The order note can be at most 200 characters",
      "订单备注最多200个字符",
    ],
    [
      "note of spaces only",
      { orderShopParams: [{ shopId: 1, remarks: "   " }] },
      "orderShopParams.0.remarks",
      "The order note cannot be all spaces",
      "订单备注不能全为空格",
    ],
    ["no address", { addrId: undefined }, "addrId", "Please choose the delivery address", "请选择收货地址"],
    [
      "invoice header neither personal nor unit",
      { invoice: { invoiceType: 1, headerType: 3, headerName: "x" } },
      "invoice.headerType",
      "Please choose the invoice title: personal or unit",
      "请选择发票抬头（个人或单位）",
    ],
    [
      "personal invoice without a name",
      { invoice: { invoiceType: 1, headerType: 1, headerName: " " } },
      "invoice.headerName",
      "Please enter 'personal' or the personal name",
      "请输入“个人”或您的姓名",
    ],
    [
      "unit invoice without a name",
      { invoice: { invoiceType: 1, headerType: 2, headerName: "", taxNumber: "91440300MA5FXXXX1X" } },
      "invoice.headerName",
      "Please enter the unit name",
      "请输入单位名称",
    ],
    [
      "unit invoice without taxpayer ID",
      { invoice: { invoiceType: 1, headerType: 2, headerName: "某公司" } },
      "invoice.taxNumber",
      "Please enter the taxpayer ID",
      "请输入纳税人识别号",
    ],
    [
      "taxpayer ID of 16 characters",
      { invoice: { invoiceType: 1, headerType: 2, headerName: "某公司", taxNumber: "91440300MA5FXXXX" } },
      "invoice.taxNumber",
      "Please enter the correct taxpayer ID",
      "请输入正确的纳税人识别号",
    ],
    [
      "taxpayer ID in lowercase",
      { invoice: { invoiceType: 1, headerType: 2, headerName: "某公司", taxNumber: "91440300ma5fxxxx1x" } },
      "invoice.taxNumber",
      "Please enter the correct taxpayer ID",
      "请输入正确的纳税人识别号",
    ],
    [
      "invoice type other than 0/1",
      { invoice: { invoiceType: 2 } },
      "invoice.invoiceType",
      "Please choose the invoice type",
      "请选择发票类型",
    ],
  ];
  it.each(cases)("%s", async (_name, patch, field, en, zh) => {
    const b = await buyer(t);
    for (const [lang, text] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const r = await api(t, "POST", "/p/order/submit", {
        token: b.token,
        lang,
        body: { submitToken: token, addrId: b.addrId, ...patch },
      });
      expect([r.status, r.code]).toEqual([400, "A00002"]);
      expect(r.data).toContainEqual({ field, message: text });
    }
  });

  it("accepts taxpayer IDs of 15, 18 and 20 characters and a 200-character note", async () => {
    const b = await buyer(t);
    for (const taxNumber of ["91440300MA5FXXX", "91440300MA5FXXXX1X", "91440300MA5FXXXX1X00"]) {
      const r = await api(t, "POST", "/p/order/submit", {
        token: b.token,
        body: {
          submitToken: token,
          addrId: b.addrId,
          orderShopParams: [{ shopId: 1, remarks: "字".repeat(200) }],
          invoice: { invoiceType: 1, headerType: 2, headerName: "某公司", taxNumber },
        },
      });
      expect(r.code).toBe("A03002"); // valid body: only the (fake) token is refused
    }
  });
});
