import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogVersion, MerchantLoginResult, MerchantProduct, MerchantProductDetail, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, placeOrder } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { png, upload } from "../shop-apply/test-support.ts";

let t: TestApp;
let staff: MerchantLoginResult;
let other: MerchantLoginResult;
let leaf: number;
let pic: string;
beforeAll(async () => {
  t = await createSeededApp();
  staff = (await api(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } })).data;
  other = (await api(t, "POST", "/m/login", { body: { userName: "shop2", passWord: "souk1234" } })).data;
  leaf = Number(
    (
      await t.ctx.database.query<{ id: number }>(
        "select category_id as id from categories where grade = 3 order by category_id limit 1",
      )
    )[0]!.id,
  );
  const up = await upload(t, "/m/file/upload", staff.token, await png("#118844", 900, 900));
  expect(up.code, up.msg ?? "").toBe("00000");
  pic = up.data.filePath;
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  prodName: "手工牛皮钱包",
  prodNameEn: "Handmade leather wallet",
  brief: "头层牛皮 可刻字",
  categoryId: leaf,
  pic,
  content: '<p>细节<img src="/files/x.webp" onerror="alert(1)"><script>alert(1)</script></p>',
  salesAttrs: [
    {
      name: "颜色",
      nameEn: "Colour",
      values: [
        { value: "棕色", valueEn: "Brown" },
        { value: "黑色", valueEn: "Black" },
      ],
    },
  ],
  skus: [
    { properties: ["棕色"], price: 12900, stock: 5 },
    { properties: ["黑色"], price: 13900, oriPrice: 15900, stock: 3 },
  ],
  ...over,
});
const products = async () =>
  Number((await t.ctx.database.query<{ n: number }>("select count(*)::int as n from products"))[0]!.n);
const version = async () => (await api<CatalogVersion>(t, "GET", "/catalog/version")).data;
const searchIds = async (kw: string) =>
  (await api(t, "GET", `/search/searchProdPage?prodName=${encodeURIComponent(kw)}`)).data.records.map(
    (p: { prodId: number }) => p.prodId,
  );

describe("merchant products: bad input changes nothing", () => {
  it.each([
    [
      "negative price",
      { skus: [{ properties: ["棕色"], price: -1, stock: 1 }] },
      "skus.0.price",
      "The price must be a whole number of fen, 0 or more",
    ],
    [
      "fractional price",
      { skus: [{ properties: ["棕色"], price: 12.5, stock: 1 }] },
      "skus.0.price",
      "The price must be a whole number of fen, 0 or more",
    ],
    [
      "negative stock",
      { skus: [{ properties: ["棕色"], price: 100, stock: -3 }] },
      "skus.0.stock",
      "The stock must be a whole number, 0 or more",
    ],
    [
      "SKU without sales attributes",
      { skus: [{ properties: [], price: 100, stock: 1 }] },
      "skus.0.properties",
      "Every SKU must pick one existing value of each sales attribute, without duplicates",
    ],
    [
      "no sales attributes",
      { salesAttrs: [] },
      "salesAttrs",
      "Please fill in the sales attributes (1-3, each with at least one value, names up to 20 characters)",
    ],
    [
      "a value the attribute does not have",
      { skus: [{ properties: ["红色"], price: 100, stock: 1 }] },
      "skus",
      "Every SKU must pick one existing value of each sales attribute, without duplicates",
    ],
    [
      "the same combination twice",
      {
        skus: [
          { properties: ["棕色"], price: 100, stock: 1 },
          { properties: ["棕色"], price: 90, stock: 1 },
        ],
      },
      "skus",
      "Every SKU must pick one existing value of each sales attribute, without duplicates",
    ],
    ["a top-level category", { categoryId: 1 }, "categoryId", "Please choose a third-level category"],
    ["an unknown brand", { brandId: 999999 }, "brandId", "The brand does not exist"],
    [
      "a picture this server never stored",
      { pic: "https://evil.example/x.png" },
      "pic",
      "Please upload the product pictures (at most 9)",
    ],
    ["an empty name", { prodName: " " }, "prodName", "The product name must be 1-60 characters"],
  ])("%s", async (_name, over, field, message) => {
    const before = await products();
    const r = await api(t, "POST", "/m/product", { token: staff.token, body: body(over) });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data).toContainEqual({ field, message });
    expect(await products()).toBe(before);
  });

  it("refuses buyers and other shops", async () => {
    const b = await t.login();
    expect((await api(t, "POST", "/m/product", { token: b.token, body: body() })).status).toBe(401);
    const { prodId } = (
      await api(t, "POST", "/m/product", { token: staff.token, body: body({ prodName: "别家的商品" }) })
    ).data;
    const theirs = await api(t, "PUT", `/m/product/${prodId}/status`, { token: other.token, body: { status: 1 } });
    expect([theirs.status, theirs.msg]).toEqual([404, "The product does not exist"]);
    const edit = await api(t, "PUT", `/m/product/${prodId}`, { token: other.token, body: body() });
    expect(edit.status).toBe(404);
    expect((await api(t, "GET", `/m/product/${prodId}`, { token: other.token })).status).toBe(404);
    expect((await api(t, "GET", `/m/product/${prodId}`, { token: staff.token })).status).toBe(200);
  });
});

describe("merchant products: create, shelve, edit, sell", () => {
  it("creates off the shelf, shelves into search (catalog version moves), edits SKUs, and a buyer buys it", async () => {
    const v0 = await version();
    const created = await api<{ prodId: number }>(t, "POST", "/m/product", { token: staff.token, body: body() });
    expect(created.code, created.msg ?? "").toBe("00000");
    const prodId = created.data.prodId;
    const v1 = await version();
    expect(v1.products).toBeGreaterThan(v0.products);
    expect(await searchIds("牛皮钱包")).not.toContain(prodId);

    expect((await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.token, body: { status: 1 } })).code).toBe(
      "00000",
    );
    expect((await version()).products).toBeGreaterThan(v1.products);
    expect(await searchIds("牛皮钱包")).toContain(prodId);
    expect(await searchIds("leather wallet")).toContain(prodId);

    // The description was sanitized; prices are the lowest SKU's; names in both languages.
    const [row] = await t.ctx.database.query<{ content_zh: string; price: number; total_stock: number }>(
      "select content_zh, price::int, total_stock from products where prod_id = $1",
      [prodId],
    );
    expect(row!.content_zh).not.toMatch(/script|onerror/);
    expect([row!.price, row!.total_stock]).toEqual([12900, 8]);

    // Edit: brown keeps its SKU id with a new price, black is dropped (disabled), grey added.
    const listed = (await api<Page<MerchantProduct>>(t, "GET", "/m/product/page", { token: staff.token, lang: "zh" }))
      .data;
    const before = listed.records.find((p) => p.prodId === prodId)!;
    const brown = before.skus.find((k) => k.properties[0] === "棕色")!.skuId;
    const edit = await api(t, "PUT", `/m/product/${prodId}`, {
      token: staff.token,
      body: body({
        salesAttrs: [
          { name: "颜色", nameEn: "Colour", values: [{ value: "棕色" }, { value: "灰色", valueEn: "Grey" }] },
        ],
        skus: [
          { properties: ["棕色"], price: 9900, stock: 4 },
          { properties: ["灰色"], price: 10900, stock: 2 },
        ],
      }),
    });
    expect(edit.code, edit.msg ?? "").toBe("00000");
    const after = (
      await api<Page<MerchantProduct>>(t, "GET", "/m/product/page", { token: staff.token, lang: "zh" })
    ).data.records.find((p) => p.prodId === prodId)!;
    expect(after.skus.map((k) => [k.properties[0], k.price, k.stock, k.status])).toEqual([
      ["棕色", 9900, 4, 1],
      ["黑色", 13900, 3, 0],
      ["灰色", 10900, 2, 1],
    ]);
    expect(after.skus[0]!.skuId).toBe(brown);

    // The edit form reads it back in the shape it sends.
    const detail = (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: staff.token })).data;
    expect(detail.salesAttrs[0]!.values.map((v) => [v.value, v.valueEn])).toEqual([
      ["棕色", "棕色"], // the edit sent no English value: it defaults to the Chinese one
      ["灰色", "Grey"],
    ]);
    expect(detail.skus.map((k) => [k.properties, k.price, k.stock])).toEqual([
      [["棕色"], 9900, 4],
      [["灰色"], 10900, 2],
    ]);
    // The list finds it by a fragment of either name and by shelf status, and only then.
    const ids = async (qs: string) =>
      (
        await api<Page<MerchantProduct>>(t, "GET", `/m/product/page?${qs}`, { token: staff.token, lang: "zh" })
      ).data.records.map((p) => p.prodId);
    expect(await ids("prodName=%E7%89%9B%E7%9A%AE")).toContain(prodId);
    expect(await ids("prodName=LEATHER")).toContain(prodId);
    expect(await ids("prodName=%25")).not.toContain(prodId);
    expect(await ids("status=1&prodName=leather")).toContain(prodId);
    expect(await ids("status=0&prodName=leather")).not.toContain(prodId);

    // A buyer finds it and buys the brown one at the new price.
    const b = await buyer(t);
    await grant(t, b.userId, 1_000_000);
    const order = await placeOrder(t, b, { buyNow: { prodId, skuId: brown, count: 2 } });
    expect(order.actualTotal).toBe(198);
    const pay = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: order.payNo, payType: 1 } });
    expect(pay.code).toBe("00000");
    const stock = await t.ctx.database.query<{ stock: number }>("select stock from skus where sku_id = $1", [brown]);
    expect(stock[0]!.stock).toBe(2);

    // Off the shelf: gone from search.
    expect((await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.token, body: { status: 0 } })).code).toBe(
      "00000",
    );
    expect(await searchIds("牛皮钱包")).not.toContain(prodId);
  });
});
