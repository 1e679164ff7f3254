import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, MerchantProductDetail } from "@souk/contract";
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

const BUYERS = 24;
const SEEN = 6;
const TYPED = 40;

/**
 * The seller center's stock edit (issue 27) racing checkouts: the editor loaded the SKU at SEEN
 * pieces and the seller types TYPED, while BUYERS buyers submit orders of one piece each. The edit
 * sends the stock it showed (`stockSeen`), so it moves the stock by TYPED − SEEN under the row lock
 * instead of overwriting it: every piece sold, before or after the edit, stays sold. Whatever the
 * interleaving (PGlite serializes, PostgreSQL really races), the books add up exactly:
 * stock left + pieces sold = TYPED, and the product's total is the sum of its SKUs.
 */
describe(`a stock edit from ${SEEN} to ${TYPED} while ${BUYERS} buyers check out`, () => {
  it("loses no sale: stock left + pieces sold = the count typed", async () => {
    const [leaf] = await t.ctx.database.query<{ id: number }>(
      "select category_id as id from categories where grade = 3 order by category_id limit 1",
    );
    const pic = (await upload(t, "/m/file/upload", staff.token, await png("#225588", 600, 600))).data.filePath;
    const body = (stock: number, stockSeen?: number) => ({
      prodName: "并发改库存测试杯",
      categoryId: Number(leaf!.id),
      pic,
      salesAttrs: [{ name: "颜色", values: [{ value: "红色" }, { value: "绿色" }] }],
      skus: [
        { properties: ["红色"], price: 990, stock, ...(stockSeen === undefined ? {} : { stockSeen }) },
        { properties: ["绿色"], price: 990, stock: 3, stockSeen: 3 },
      ],
    });
    const created = await api<{ prodId: number }>(t, "POST", "/m/product", { token: staff.token, body: body(SEEN) });
    expect(created.code, created.msg ?? "").toBe("00000");
    const prodId = created.data.prodId;
    expect((await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.token, body: { status: 1 } })).code).toBe(
      "00000",
    );
    // What the editor shows when the seller opens the product.
    const shown = (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: staff.token })).data;
    const red = shown.skus.find((k) => k.properties[0] === "红色")!;
    expect(red.stock).toBe(SEEN);

    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const b = await buyer(t, `edit${i}`);
      const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
        token: b.token,
        body: { buyNow: { prodId, skuId: red.skuId, count: 1 } },
      });
      expect(c.code, c.msg ?? "").toBe("00000");
      buyers.push({ ...b, submitToken: c.data.submitToken });
    }
    // A few buyers get in before the seller saves, the rest race the save.
    const early = buyers.slice(0, 3);
    for (const b of early) {
      const r = await api(t, "POST", "/p/order/submit", {
        token: b.token,
        body: { submitToken: b.submitToken, addrId: b.addrId },
      });
      expect(r.code, r.msg ?? "").toBe("00000");
    }
    const submits = buyers
      .slice(3)
      .map((b) =>
        api(t, "POST", "/p/order/submit", { token: b.token, body: { submitToken: b.submitToken, addrId: b.addrId } }),
      );
    const edit = api(t, "PUT", `/m/product/${prodId}`, { token: staff.token, body: body(TYPED, red.stock) });
    const [editResult, ...results] = await Promise.all([edit, ...submits]);

    expect(editResult.code, editResult.msg ?? "").toBe("00000");
    const codes = new Set(results.map((r) => r.code));
    expect(
      [...codes].every((c) => c === "00000" || c === "A03010"),
      [...codes].join(","),
    ).toBe(true);
    const sold = early.length + results.filter((r) => r.code === "00000").length;
    const [row] = await t.ctx.database.query<{ stock: number; total: number; sum: number; pieces: number }>(
      `select (select stock from skus where sku_id = $1)::int as stock,
              (select total_stock from products where prod_id = $2)::int as total,
              (select sum(stock) from skus where prod_id = $2 and status = 1)::int as sum,
              (select coalesce(sum(count), 0) from order_items where sku_id = $1)::int as pieces`,
      [red.skuId, prodId],
    );
    expect(Number(row!.pieces)).toBe(sold);
    expect(Number(row!.stock) + sold).toBe(TYPED);
    expect(Number(row!.total)).toBe(Number(row!.sum));
    // At least the SEEN pieces there before the edit were sold; after the edit TYPED covers everyone.
    expect(sold).toBeGreaterThanOrEqual(SEEN);
    expect(sold).toBeLessThanOrEqual(BUYERS);
  }, 180_000);
});
