import { expect } from "vitest";
import type { MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { buyer } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { png, upload } from "../shop-apply/test-support.ts";

/** A product body with two colour SKUs; `first` is the SKU the race is about, `second` stays still. */
export type RaceProductBody = (first: Record<string, number>) => Record<string, unknown>;

/**
 * A two-SKU product of shop1 on the shelf, for stock races: returns a body builder (for the edit that
 * races the buyers) and the product id. `first` carries the stock fields of the raced SKU.
 */
export async function raceProduct(
  t: TestApp,
  staff: MerchantLoginResult,
  opts: {
    name: string;
    colour: string;
    colours: [string, string];
    price: number;
    secondStock: number;
    first: Record<string, number>;
  },
): Promise<{ prodId: number; body: RaceProductBody }> {
  const [leaf] = await t.ctx.database.query<{ id: number }>(
    "select category_id as id from categories where grade = 3 order by category_id limit 1",
  );
  const pic = (await upload(t, "/m/file/upload", staff.token, await png(opts.colour, 600, 600))).data.filePath;
  const [a, b] = opts.colours;
  const body: RaceProductBody = (first) => ({
    prodName: opts.name,
    categoryId: Number(leaf!.id),
    pic,
    salesAttrs: [{ name: "颜色", values: [{ value: a }, { value: b }] }],
    skus: [
      { properties: [a], price: opts.price, ...first },
      { properties: [b], price: opts.price, stock: opts.secondStock, stockSeen: opts.secondStock },
    ],
  });
  const created = await api<{ prodId: number }>(t, "POST", "/m/product", {
    token: staff.token,
    body: body(opts.first),
  });
  expect(created.code, created.msg ?? "").toBe("00000");
  const prodId = created.data.prodId;
  const shelf = await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.token, body: { status: 1 } });
  expect(shelf.code).toBe("00000");
  return { prodId, body };
}

/** `count` new buyers, each holding a confirmed buy-now of one piece of the SKU. */
export async function confirmedBuyers(t: TestApp, prefix: string, count: number, prodId: number, skuId: number) {
  const buyers = [];
  for (let i = 0; i < count; i++) {
    const b = await buyer(t, `${prefix}${i}`);
    const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
      token: b.token,
      body: { buyNow: { prodId, skuId, count: 1 } },
    });
    expect(c.code, c.msg ?? "").toBe("00000");
    buyers.push({ ...b, submitToken: c.data.submitToken });
  }
  return buyers;
}

export const submitOrder = (t: TestApp, b: { token: string; submitToken: string; addrId: number }) =>
  api(t, "POST", "/p/order/submit", { token: b.token, body: { submitToken: b.submitToken, addrId: b.addrId } });

/** Every answer of a race is a success or "insufficient inventory" (A03010), never an error. */
export function expectOkOrSoldOut(results: { code: string }[]) {
  const codes = [...new Set(results.map((r) => r.code))];
  expect(
    codes.every((c) => c === "00000" || c === "A03010"),
    codes.join(","),
  ).toBe(true);
}

/** The books of a raced SKU: its stock, the product's total and SKU sum, and the pieces ordered. */
export async function skuBooks(t: TestApp, skuId: number, prodId: number) {
  const [row] = await t.ctx.database.query<{ stock: number; total: number; sum: number; pieces: number }>(
    `select (select stock from skus where sku_id = $1)::int as stock,
            (select total_stock from products where prod_id = $2)::int as total,
            (select sum(stock) from skus where prod_id = $2 and status = 1)::int as sum,
            (select coalesce(sum(count), 0) from order_items where sku_id = $1)::int as pieces`,
    [skuId, prodId],
  );
  return { stock: Number(row!.stock), total: Number(row!.total), sum: Number(row!.sum), pieces: Number(row!.pieces) };
}
