import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { api } from "../../../test/http.ts";
import { confirmedBuyers, expectOkOrSoldOut, raceProduct, skuBooks, submitOrder } from "./test-support.ts";

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
 * A merchant's stock-take racing buyers: the edit locks SKU rows then the product, the
 * order every stock writer uses, so on PostgreSQL (real concurrency) nobody deadlocks or gets a
 * 500; whatever interleaving happened, the stock is never negative, the product's total is the
 * sum of its SKUs, and the count typed is what buyers after the edit took from — so the final
 * stock lies between TYPED − sold and TYPED + BEFORE − sold.
 */
describe(`a stock-take to ${TYPED} while ${BUYERS} buyers race for ${BEFORE} units`, () => {
  it("answers every buyer 'ok' or 'insufficient inventory', never negative, totals consistent", async () => {
    // The stock-take sends no stockSeen: the count typed replaces the stock (a physical count).
    const { prodId, body } = await raceProduct(t, staff, {
      name: "盘点测试水杯",
      colour: "#884411",
      colours: ["白色", "蓝色"],
      price: 1990,
      secondStock: 7,
      first: { stock: BEFORE },
    });
    const [white] = await t.ctx.database.query<{ sku_id: number }>(
      "select sku_id from skus where prod_id = $1 order by sku_id limit 1",
      [prodId],
    );
    const skuId = Number(white!.sku_id);

    const buyers = await confirmedBuyers(t, "take", BUYERS, prodId, skuId);

    const submits = buyers.map((b) => submitOrder(t, b));
    const edit = api(t, "PUT", `/m/product/${prodId}`, { token: staff.token, body: body({ stock: TYPED }) });
    const [editResult, ...results] = await Promise.all([edit, ...submits]);

    expect(editResult.code, editResult.msg ?? "").toBe("00000");
    expectOkOrSoldOut(results);
    const sold = results.filter((r) => r.code === "00000").length;
    const books = await skuBooks(t, skuId, prodId);
    expect(books.pieces).toBe(sold);
    expect(books.stock).toBeGreaterThanOrEqual(0);
    expect(books.stock).toBeGreaterThanOrEqual(TYPED - sold);
    expect(books.stock).toBeLessThanOrEqual(TYPED + BEFORE - sold);
    expect(sold).toBeLessThanOrEqual(TYPED + BEFORE);
    expect(books.total).toBe(books.sum);
  }, 120_000);
});
