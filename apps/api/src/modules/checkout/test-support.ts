/**
 * Helpers for the cart / checkout / order / payment integration tests (not loaded by the app).
 */
import { expect } from "vitest";
import type { OrderSubmitAnswer } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { addressServiceOf } from "../address/service.ts";
import { walletServiceOf } from "../wallet/service.ts";

export interface Sku {
  skuId: number;
  prodId: number;
  shopId: number;
  price: number;
  stock: number;
}

/** On-sale SKUs (product on shelf, SKU enabled, shop open, in stock), one per product, by product id. */
export async function onSaleSkus(t: TestApp): Promise<Sku[]> {
  const rows = await t.ctx.database.query<Record<string, unknown>>(
    `select distinct on (p.prod_id) k.sku_id, k.prod_id, p.shop_id, k.price, k.stock
       from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
      where p.status = 1 and k.status = 1 and s.status = 1 and k.stock > 0
      order by p.prod_id, k.sku_id`,
  );
  return rows.map((r) => ({
    skuId: Number(r.sku_id),
    prodId: Number(r.prod_id),
    shopId: Number(r.shop_id),
    price: Number(r.price),
    stock: Number(r.stock),
  }));
}

/** Two on-sale SKUs of different shops. */
export async function twoShops(t: TestApp): Promise<[Sku, Sku]> {
  const all = await onSaleSkus(t);
  const a = all[0]!;
  const b = all.find((s) => s.shopId !== a.shopId)!;
  return [a, b];
}

export async function setSku(
  t: TestApp,
  skuId: number,
  values: { stock?: number; price?: number; status?: number },
): Promise<void> {
  if (values.stock !== undefined)
    await t.ctx.database.query("update skus set stock = $2 where sku_id = $1", [skuId, values.stock]);
  if (values.price !== undefined)
    await t.ctx.database.query("update skus set price = $2 where sku_id = $1", [skuId, values.price]);
  if (values.status !== undefined)
    await t.ctx.database.query("update skus set status = $2 where sku_id = $1", [skuId, values.status]);
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  const [r] = await t.ctx.database.query<{ stock: number }>("select stock from skus where sku_id = $1", [skuId]);
  return Number(r!.stock);
}

/** A signed-in buyer with a default address (Beijing, Dongcheng). */
export async function buyer(t: TestApp, name?: string): Promise<{ userId: number; token: string; addrId: number }> {
  const u = await t.login(name);
  const addrId = await addressServiceOf(t.ctx).add(
    u.userId,
    { receiver: "张三", mobile: "13800138000", provinceId: 11, cityId: 1101, areaId: 110101, addr: "东长安街1号院" },
    "zh",
  );
  return { ...u, addrId };
}

/** Credits a buyer's balance through the ledger (like the seed's demo grant). */
export async function grant(
  t: TestApp,
  userId: number,
  fen: number,
  refId = `test-${userId}-${fen}-${Math.random()}`,
): Promise<void> {
  await t.ctx.database.db.transaction((tx) =>
    walletServiceOf(t.ctx)
      .post(tx, { userId, amount: fen, reason: "grant", refType: "seed", refId, at: new Date() })
      .then(() => undefined),
  );
}

/** The wallet row equals the ledger sum (the wallet invariant) — call after every money test. */
export async function expectBalanceIsLedgerSum(t: TestApp, userId: number): Promise<number> {
  const w = walletServiceOf(t.ctx);
  const [balance, sum] = await Promise.all([w.balance(userId), w.ledgerSum(userId)]);
  expect(balance).toBe(sum);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

/**
 * confirm (buy now or basket ids) then submit; answers the submit result with the order numbers as
 * an array (the wire's `orderNumberList`; its `orderNumbers` is mall4j's comma-joined string).
 */
export async function placeOrder(
  t: TestApp,
  b: { token: string; addrId: number },
  what: { buyNow: { prodId: number; skuId: number; count: number } } | { basketIds: number[] },
  extra: Record<string, unknown> = {},
): Promise<{ payNo: string; orderNumbers: string[]; actualTotal: number }> {
  const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", { token: b.token, body: what });
  expect(c.code, c.msg ?? "").toBe("00000");
  const s = await api<OrderSubmitAnswer>(t, "POST", "/p/order/submit", {
    token: b.token,
    body: { submitToken: c.data.submitToken, addrId: b.addrId, ...extra },
  });
  expect(s.code, s.msg ?? "").toBe("00000");
  expect(s.data.orderNumbers).toBe(s.data.orderNumberList.join(","));
  return { ...s.data, orderNumbers: s.data.orderNumberList };
}
