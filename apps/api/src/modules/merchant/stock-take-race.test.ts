import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { png, upload } from "../shop-apply/test-support.ts";

let t: TestApp;
let staff: MerchantLoginResult;
beforeAll(async () => {
  t = await createSeededApp();
  staff = (await api(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } })).data;
});
afterAll(async () => t.close());

const BUYERS = 30;
const BEFORE = 5;
const TYPED = 10;

/**
 * A merchant's stock-take racing buyers (issue 13): the edit locks SKU rows then the product, the
 * order every stock writer uses, so on PostgreSQL (real concurrency) nobody deadlocks or gets a
 * 500; whatever interleaving happened, the stock is never negative, the product's total is the
 * sum of its SKUs, and the count typed is what buyers after the edit took from — so the final
 * stock lies between TYPED − sold and TYPED + BEFORE − sold.
 */
describe(`a stock-take to ${TYPED} while ${BUYERS} buyers race for ${BEFORE} units`, () => {
  it("answers every buyer 'ok' or 'insufficient inventory', never negative, totals consistent", async () => {
    const [leaf] = await t.ctx.database.query<{ id: number }>(
      "select category_id as id from categories where grade = 3 order by category_id limit 1",
    );
    const pic = (await upload(t, "/m/file/upload", staff.token, await png("#884411", 600, 600))).data.filePath;
    const body = (stock: number) => ({
      prodName: "盘点测试水杯",
      categoryId: Number(leaf!.id),
      pic,
      salesAttrs: [{ name: "颜色", values: [{ value: "白色" }, { value: "蓝色" }] }],
      skus: [
        { properties: ["白色"], price: 1990, stock },
        { properties: ["蓝色"], price: 1990, stock: 7 },
      ],
    });
    const created = await api<{ prodId: number }>(t, "POST", "/m/product", { token: staff.token, body: body(BEFORE) });
    expect(created.code, created.msg ?? "").toBe("00000");
    const prodId = created.data.prodId;
    expect((await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.token, body: { status: 1 } })).code).toBe(
      "00000",
    );
    const [white] = await t.ctx.database.query<{ sku_id: number }>(
      "select sku_id from skus where prod_id = $1 order by sku_id limit 1",
      [prodId],
    );
    const skuId = Number(white!.sku_id);

    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const b = await buyer(t, `take${i}`);
      const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
        token: b.token,
        body: { buyNow: { prodId, skuId, count: 1 } },
      });
      expect(c.code, c.msg ?? "").toBe("00000");
      buyers.push({ ...b, submitToken: c.data.submitToken });
    }

    const submits = buyers.map((b) =>
      api(t, "POST", "/p/order/submit", { token: b.token, body: { submitToken: b.submitToken, addrId: b.addrId } }),
    );
    const edit = api(t, "PUT", `/m/product/${prodId}`, { token: staff.token, body: body(TYPED) });
    const [editResult, ...results] = await Promise.all([edit, ...submits]);

    expect(editResult.code, editResult.msg ?? "").toBe("00000");
    const codes = new Set(results.map((r) => r.code));
    expect(
      [...codes].every((c) => c === "00000" || c === "A03010"),
      [...codes].join(","),
    ).toBe(true);
    const sold = results.filter((r) => r.code === "00000").length;
    const [row] = await t.ctx.database.query<{ stock: number; total: number; sum: number; pieces: number }>(
      `select (select stock from skus where sku_id = $1)::int as stock,
              (select total_stock from products where prod_id = $2)::int as total,
              (select sum(stock) from skus where prod_id = $2 and status = 1)::int as sum,
              (select coalesce(sum(count), 0) from order_items where sku_id = $1)::int as pieces`,
      [skuId, prodId],
    );
    expect(Number(row!.pieces)).toBe(sold);
    expect(Number(row!.stock)).toBeGreaterThanOrEqual(0);
    expect(Number(row!.stock)).toBeGreaterThanOrEqual(TYPED - sold);
    expect(Number(row!.stock)).toBeLessThanOrEqual(TYPED + BEFORE - sold);
    expect(sold).toBeLessThanOrEqual(TYPED + BEFORE);
    expect(Number(row!.total)).toBe(Number(row!.sum));
  }, 120_000);
});
