import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MAX_PER_PRODUCT, type CartItem, type CartShop } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { onSaleSkus, setSku, twoShops, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const change = (token: string, body: Record<string, unknown>) =>
  api(t, "POST", "/p/shopCart/changeItem", { token, body });
const info = async (token: string) => (await api<CartShop[]>(t, "POST", "/p/shopCart/info", { token, body: [] })).data;
const lines = async (token: string) =>
  (await info(token)).flatMap((s) => s.shopCartItemDiscounts.flatMap((d) => d.shopCartItems));
const count = async (token: string) => (await api<number>(t, "GET", "/p/shopCart/prodCount", { token })).data;

describe("cart lines", () => {
  it("groups lines by shop with the catalogue's current price and stock; the shopId from the client is ignored", async () => {
    const { token } = await t.login();
    const [a, b] = await twoShops(t);
    expect((await change(token, { prodId: a.prodId, skuId: a.skuId, shopId: 99, count: 2 })).code).toBe("00000");
    expect((await change(token, { prodId: b.prodId, skuId: b.skuId, count: 1 })).code).toBe("00000");
    const shops = await info(token);
    expect(shops.map((s) => s.shopId).sort()).toEqual([a.shopId, b.shopId].sort());
    const item = (await lines(token)).find((i) => i.skuId === a.skuId)!;
    expect(item).toMatchObject({
      prodId: a.prodId,
      shopId: a.shopId,
      count: 2,
      price: a.price / 100,
      stock: a.stock,
      status: 1,
      productTotalAmount: (a.price * 2) / 100,
    });
    expect(item.basketId).toBeGreaterThan(0);
    expect(item.prodName.length).toBeGreaterThan(0);
    expect(await count(token)).toBe(3);
  });

  it("adds deltas to the SKU's line, removes it at 0 or below", async () => {
    const { token } = await t.login();
    const s = skus[1]!;
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: 3 });
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: -1 });
    expect((await lines(token))[0]!.count).toBe(2);
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: -5 });
    expect(await lines(token)).toEqual([]);
  });

  it("bounds increases by stock (A03010) and the per-product limit (A00001); decreases always work", async () => {
    const { token } = await t.login();
    const s = skus[2]!;
    await setSku(t, s.skuId, { stock: 5 });
    expect((await change(token, { prodId: s.prodId, skuId: s.skuId, count: 5 })).code).toBe("00000");
    const over = await change(token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
    expect([over.status, over.code, over.msg]).toEqual([409, "A03010", "Insufficient inventory"]);
    await setSku(t, s.skuId, { stock: 10_000 });
    const limit = await change(token, { prodId: s.prodId, skuId: s.skuId, count: CART_MAX_PER_PRODUCT });
    expect([limit.code, limit.msg]).toEqual(["A00001", `You can buy at most ${CART_MAX_PER_PRODUCT} of one product`]);
    expect((await change(token, { prodId: s.prodId, skuId: s.skuId, count: CART_MAX_PER_PRODUCT - 5 })).code).toBe(
      "00000",
    );
    await setSku(t, s.skuId, { stock: 1 });
    expect((await change(token, { prodId: s.prodId, skuId: s.skuId, count: -10 })).code).toBe("00000");
    expect((await api<CartItem[]>(t, "GET", "/p/shopCart/expiryProdList", { token })).data).toEqual([]);
    await setSku(t, s.skuId, { stock: s.stock });
  });

  it("refuses unknown or mismatched products (A01000) and off-shelf ones (A01100); validates the count", async () => {
    const { token } = await t.login();
    const [a, b] = [skus[3]!, skus[4]!];
    expect((await change(token, { prodId: b.prodId, skuId: a.skuId, count: 1 })).code).toBe("A01000");
    expect((await change(token, { prodId: a.prodId, skuId: 9_999_999, count: 1 })).code).toBe("A01000");
    // A decrease (0, -1) of a SKU that is not the product's is an error too, not a quiet success.
    for (const count of [0, -1]) {
      expect((await change(token, { prodId: b.prodId, skuId: a.skuId, count })).code).toBe("A01000");
      expect((await change(token, { prodId: a.prodId, skuId: 9_999_999, count })).code).toBe("A01000");
    }
    await setSku(t, a.skuId, { status: 0 });
    expect((await change(token, { prodId: a.prodId, skuId: a.skuId, count: 1 })).code).toBe("A01100");
    await setSku(t, a.skuId, { status: 1 });
    for (const c of [1.5, "abc", 2 ** 31]) {
      const r = await change(token, { prodId: a.prodId, skuId: a.skuId, count: c });
      expect(r.code).toBe("A00002");
      expect(r.data).toEqual([{ field: "count", message: "Please enter a valid quantity" }]);
    }
  });

  it("answers as mall4j: above the stock 库存不足 (not a validation error), 0 输入更改数量, a decrease of no line 商品已从购物车移除", async () => {
    const { token } = await t.login();
    const s = skus[11]!;
    const zh = (body: Record<string, unknown>) => api(t, "POST", "/p/shopCart/changeItem", { token, body, lang: "zh" });
    for (const count of [s.stock + 1, s.stock + 10_000, 2 ** 31 - 1]) {
      const r = await zh({ prodId: s.prodId, skuId: s.skuId, count });
      expect([r.status, r.code, r.msg]).toEqual([409, "A03010", "库存不足"]);
    }
    const zero = await zh({ prodId: s.prodId, skuId: s.skuId, count: 0 });
    expect([zero.code, zero.msg]).toEqual(["A00001", "输入更改数量"]);
    const gone = await zh({ prodId: s.prodId, skuId: s.skuId, count: -1 });
    expect([gone.code, gone.msg]).toEqual(["A00001", "商品已从购物车移除"]);
    expect((await zh({ prodId: s.prodId, skuId: s.skuId, count: 2 })).code).toBe("00000");
    expect((await zh({ prodId: s.prodId, skuId: s.skuId, count: 0 })).msg).toBe("输入更改数量");
    expect((await lines(token)).map((i) => i.count)).toEqual([2]);
    // A decrease past zero removes the line (mall4j: "防止购物车变成负数").
    expect((await zh({ prodId: s.prodId, skuId: s.skuId, count: -2_000_000 })).code).toBe("00000");
    expect(await lines(token)).toEqual([]);
  });

  it("lists off-shelf, sold-out and deleted lines apart; totalPay ignores them; they can be cleaned", async () => {
    const { token, userId } = await t.login();
    const [a, b, c, d] = [skus[5]!, skus[6]!, skus[7]!, skus[8]!];
    for (const s of [a, b, c, d]) await change(token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
    await setSku(t, b.skuId, { status: 0 });
    await setSku(t, c.skuId, { stock: 0 });
    await t.ctx.database.query("update products set status = -1 where prod_id = $1", [d.prodId]);
    expect((await lines(token)).map((i) => i.skuId)).toEqual([a.skuId]);
    const invalid = (await api<CartItem[]>(t, "GET", "/p/shopCart/expiryProdList", { token })).data;
    expect(Object.fromEntries(invalid.map((i) => [i.skuId, i.status]))).toEqual({
      [b.skuId]: 0,
      [c.skuId]: 2,
      [d.skuId]: -1,
    });
    const all = await t.ctx.database.query<{ basket_id: number }>(
      "select basket_id from cart_items where user_id = $1",
      [userId],
    );
    const total = await api(t, "POST", "/p/shopCart/totalPay", { token, body: all.map((r) => Number(r.basket_id)) });
    expect(total.data).toEqual({
      totalMoney: a.price / 100,
      finalMoney: a.price / 100,
      subtractMoney: 0,
      activityReduce: 0,
      shopDiscountReduce: 0,
      count: 1,
    });
    expect((await api(t, "DELETE", "/p/shopCart/cleanExpiryProdList", { token })).code).toBe("00000");
    expect((await api<CartItem[]>(t, "GET", "/p/shopCart/expiryProdList", { token })).data).toEqual([]);
    expect(await count(token)).toBe(1);
    await setSku(t, b.skuId, { status: 1 });
    await setSku(t, c.skuId, { stock: c.stock });
    await t.ctx.database.query("update products set status = 1 where prod_id = $1", [d.prodId]);
  });

  it("switches a line to another SKU of the same product, merging quantities", async () => {
    const { token } = await t.login();
    const [row] = await t.ctx.database.query<{ prod_id: number; a: number; b: number }>(
      `select k.prod_id, min(k.sku_id) as a, max(k.sku_id) as b from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
        where p.status = 1 and k.status = 1 and s.status = 1 and k.stock > 10 group by k.prod_id having count(*) > 1 limit 1`,
    );
    const prodId = Number(row!.prod_id);
    await change(token, { prodId, skuId: Number(row!.a), count: 2 });
    const line = (await lines(token))[0]!;
    expect((await change(token, { basketId: line.basketId, prodId, skuId: Number(row!.b), count: 1 })).code).toBe(
      "00000",
    );
    const after = await lines(token);
    expect(after.map((i) => [i.skuId, i.count])).toEqual([[Number(row!.b), 3]]);
  });

  it("deletes selected lines and everything, only the buyer's own", async () => {
    const me = await t.login();
    const other = await t.login();
    for (const s of skus.slice(0, 3)) {
      await change(me.token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
      await change(other.token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
    }
    const mine = (await lines(me.token)).map((i) => i.basketId);
    const theirs = (await lines(other.token)).map((i) => i.basketId);
    // Another buyer's basket ids change nothing.
    expect((await api(t, "DELETE", "/p/shopCart/deleteItem", { token: me.token, body: theirs })).code).toBe("00000");
    expect(await lines(other.token)).toHaveLength(3);
    expect((await api(t, "POST", "/p/shopCart/totalPay", { token: me.token, body: theirs })).data).toMatchObject({
      totalMoney: 0,
      count: 0,
    });
    await api(t, "DELETE", "/p/shopCart/deleteItem", { token: me.token, body: [mine[0]] });
    expect(await lines(me.token)).toHaveLength(2);
    await api(t, "DELETE", "/p/shopCart/deleteAll", { token: me.token });
    expect(await lines(me.token)).toEqual([]);
    expect(await lines(other.token)).toHaveLength(3);
    const bad = await api(t, "DELETE", "/p/shopCart/deleteItem", { token: me.token, body: [] });
    expect(bad.data).toEqual([{ field: "body", message: "Please choose the items" }]);
  });

  it("moves lines to the collection (uc-collection) and out of the cart", async () => {
    const { token } = await t.login();
    const s = skus[9]!;
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
    const [line] = await lines(token);
    expect((await api(t, "POST", "/p/shopCart/moveToCollection", { token, body: [line!.basketId] })).code).toBe(
      "00000",
    );
    expect(await lines(token)).toEqual([]);
    expect((await api(t, "GET", `/p/user/collection/isCollection?prodId=${s.prodId}`, { token })).data).toBe(true);
    // Already collected: stays collected (not toggled off).
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: 1 });
    await api(t, "POST", "/p/shopCart/moveToCollection", { token, body: [(await lines(token))[0]!.basketId] });
    expect((await api(t, "GET", `/p/user/collection/isCollection?prodId=${s.prodId}`, { token })).data).toBe(true);
  });

  it("counts pieces for the badges; the /ma/ count answers 0 when logged out; /p/ needs a login", async () => {
    const { token } = await t.login();
    const s = skus[10]!;
    await change(token, { prodId: s.prodId, skuId: s.skuId, count: 4 });
    expect(await count(token)).toBe(4);
    expect((await api(t, "GET", "/mall4cloud_product/shop_cart/ma/prod_count", { token })).data).toBe(4);
    expect((await api(t, "GET", "/mall4cloud_product/shop_cart/ma/prod_count")).data).toBe(0);
    expect(
      (await api(t, "GET", "/mall4cloud_product/shop_cart/ma/prod_count", { token: "not-a-valid-token-xxxxxxxx" }))
        .data,
    ).toBe(0);
    const anon = await api(t, "POST", "/p/shopCart/info", { body: [] });
    expect([anon.status, anon.code]).toEqual([401, "A00004"]);
  });
});
