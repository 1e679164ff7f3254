import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, MerchantProductDetail } from "@souk/contract";
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

const BUYERS = 24;
const SEEN = 6;
const TYPED = 40;

/**
 * The seller center's stock edit racing checkouts: the editor loaded the SKU at SEEN
 * pieces and the seller types TYPED, while BUYERS buyers submit orders of one piece each. The edit
 * sends the stock it showed (`stockSeen`), so it moves the stock by TYPED − SEEN under the row lock
 * instead of overwriting it: every piece sold, before or after the edit, stays sold. Whatever the
 * interleaving (PGlite serializes, PostgreSQL really races), the books add up exactly:
 * stock left + pieces sold = TYPED, and the product's total is the sum of its SKUs.
 */
describe(`a stock edit from ${SEEN} to ${TYPED} while ${BUYERS} buyers check out`, () => {
  it("loses no sale: stock left + pieces sold = the count typed", async () => {
    const { prodId, body } = await raceProduct(t, staff, {
      name: "并发改库存测试杯",
      colour: "#225588",
      colours: ["红色", "绿色"],
      price: 990,
      secondStock: 3,
      first: { stock: SEEN },
    });
    // What the editor shows when the seller opens the product.
    const shown = (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: staff.token })).data;
    const red = shown.skus.find((k) => k.properties[0] === "红色")!;
    expect(red.stock).toBe(SEEN);

    const buyers = await confirmedBuyers(t, "edit", BUYERS, prodId, red.skuId);
    // A few buyers get in before the seller saves, the rest race the save.
    const early = buyers.slice(0, 3);
    for (const b of early) {
      const r = await submitOrder(t, b);
      expect(r.code, r.msg ?? "").toBe("00000");
    }
    const submits = buyers.slice(3).map((b) => submitOrder(t, b));
    const edit = api(t, "PUT", `/m/product/${prodId}`, {
      token: staff.token,
      body: body({ stock: TYPED, stockSeen: red.stock }),
    });
    const [editResult, ...results] = await Promise.all([edit, ...submits]);

    expect(editResult.code, editResult.msg ?? "").toBe("00000");
    expectOkOrSoldOut(results);
    const sold = early.length + results.filter((r) => r.code === "00000").length;
    const books = await skuBooks(t, red.skuId, prodId);
    expect(books.pieces).toBe(sold);
    expect(books.stock + sold).toBe(TYPED);
    expect(books.total).toBe(books.sum);
    // At least the SEEN pieces there before the edit were sold; after the edit TYPED covers everyone.
    expect(sold).toBeGreaterThanOrEqual(SEEN);
    expect(sold).toBeLessThanOrEqual(BUYERS);
  }, 180_000);
});
