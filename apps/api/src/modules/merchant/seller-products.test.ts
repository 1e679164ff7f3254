import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, MerchantProduct, MerchantProductDetail, Page } from "@souk/contract";
import { LOW_STOCK_THRESHOLD } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { api } from "../../../test/http.ts";
import { png, upload } from "../shop-apply/test-support.ts";

/*
 * The seller center's product list and editor: filters (category of any level, low and
 * no stock), sorts, the editor's SKU code and picture, product group and 7-day no-reason flag; and
 * the fences: another shop's product answers like an unknown one, a role without "products" is refused.
 */
let t: TestApp;
let owner: MerchantLoginResult;
let other: MerchantLoginResult;
let fulfilment: string;
let leaf: { id: number; parent: number; top: number };
let pic: string;
let skuPic: string;
let group: number;
let otherGroup: number;

beforeAll(async () => {
  t = await createSeededApp();
  owner = (await api(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } })).data;
  other = (await api(t, "POST", "/m/login", { body: { userName: "shop2", passWord: "souk1234" } })).data;
  const made = await api(t, "POST", "/m/staff", {
    token: owner.token,
    body: { userName: "t_pack", name: "Packer", role: "fulfilment", password: "Staff123" },
  });
  expect(made.code, made.msg ?? "").toBe("00000");
  fulfilment = (await api(t, "POST", "/m/login", { body: { userName: "t_pack", passWord: "Staff123" } })).data.token;
  const [c] = await t.ctx.database.query<{ id: number; parent: number; top: number }>(
    `select l.category_id as id, l.parent_id as parent, m.parent_id as top
       from categories l join categories m on m.category_id = l.parent_id
      where l.grade = 3 order by l.category_id desc limit 1`,
  );
  leaf = { id: Number(c!.id), parent: Number(c!.parent), top: Number(c!.top) };
  pic = (await upload(t, "/m/file/upload", owner.token, await png("#663399", 600, 600))).data.filePath;
  skuPic = (await upload(t, "/m/file/upload", owner.token, await png("#996633", 600, 600))).data.filePath;
  const groups = await t.ctx.database.query<{ id: number; shop: number }>(
    "insert into shop_categories (shop_id, name_zh, name_en) values ($1, '新品', 'New'), ($2, '别家', 'Theirs') returning shop_category_id as id, shop_id as shop",
    [owner.shopId, other.shopId],
  );
  group = Number(groups.find((g) => Number(g.shop) === owner.shopId)!.id);
  otherGroup = Number(groups.find((g) => Number(g.shop) === other.shopId)!.id);
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  prodName: "编辑器测试台灯",
  categoryId: leaf.id,
  pic,
  content: '<p onclick="x()">亮<script>alert(1)</script><strong>三档</strong></p>',
  salesAttrs: [{ name: "颜色", values: [{ value: "白" }, { value: "黑" }] }],
  skus: [
    { properties: ["白"], price: 5900, stock: 2, skuCode: "LAMP-W.01", pic: skuPic },
    { properties: ["黑"], price: 6900, stock: 50, skuCode: "LAMP_B" },
  ],
  shopCategoryId: group,
  noReasonReturn: true,
  ...over,
});
const list = async (query: string, token = owner.token) =>
  api<Page<MerchantProduct>>(t, "GET", `/m/product/page?size=50&${query}`, { token });

describe("the seller center's product editor", () => {
  let prodId: number;
  it("keeps each SKU's code and picture, the product group and the 7-day flag; the detail is sanitised", async () => {
    const made = await api<{ prodId: number }>(t, "POST", "/m/product", { token: owner.token, body: body() });
    expect(made.code, made.msg ?? "").toBe("00000");
    prodId = made.data.prodId;
    const d = (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: owner.token })).data;
    expect(d.skus.map((k) => [k.properties[0], k.skuCode, k.pic])).toEqual([
      ["白", "LAMP-W.01", skuPic],
      ["黑", "LAMP_B", ""],
    ]);
    expect([d.shopCategoryId, d.noReasonReturn]).toEqual([group, true]);
    expect(d.content).not.toMatch(/script|onclick/);
    expect(d.content).toContain("<strong>三档</strong>");
    // An edit without the flag keeps it; with it, sets it.
    expect(
      (await api(t, "PUT", `/m/product/${prodId}`, { token: owner.token, body: body({ noReasonReturn: undefined }) }))
        .code,
    ).toBe("00000");
    expect(
      (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: owner.token })).data.noReasonReturn,
    ).toBe(true);
    expect(
      (await api(t, "PUT", `/m/product/${prodId}`, { token: owner.token, body: body({ noReasonReturn: false }) })).code,
    ).toBe("00000");
    expect(
      (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: owner.token })).data.noReasonReturn,
    ).toBe(false);
  });

  it("keeps each SKU's weight in grams (freight by weight, ADR 0044): 0 when not given, unchanged by an edit without it", async () => {
    const weighed = body({
      skus: [
        { properties: ["白"], price: 5900, stock: 2, weight: 1250 },
        { properties: ["黑"], price: 6900, stock: 5 },
      ],
    });
    const made = await api<{ prodId: number }>(t, "POST", "/m/product", { token: owner.token, body: weighed });
    expect(made.code, made.msg ?? "").toBe("00000");
    const weights = async () =>
      (
        await api<MerchantProductDetail>(t, "GET", `/m/product/${made.data.prodId}`, { token: owner.token })
      ).data.skus.map((k) => [k.properties[0], k.weight]);
    expect(await weights()).toEqual([
      ["白", 1250],
      ["黑", 0],
    ]);
    // An editor that does not send weights keeps them; one that does sets them.
    expect((await api(t, "PUT", `/m/product/${made.data.prodId}`, { token: owner.token, body: body() })).code).toBe(
      "00000",
    );
    expect(await weights()).toEqual([
      ["白", 1250],
      ["黑", 0],
    ]);
    const edit = body({
      skus: [
        { properties: ["白"], price: 5900, stock: 2, weight: 0 },
        { properties: ["黑"], price: 6900, stock: 5, weight: 300 },
      ],
    });
    expect((await api(t, "PUT", `/m/product/${made.data.prodId}`, { token: owner.token, body: edit })).code).toBe(
      "00000",
    );
    expect(await weights()).toEqual([
      ["白", 0],
      ["黑", 300],
    ]);
    // The checkout reads the weight with the SKU's other facts.
    const [k] = await t.ctx.database.query<{ w: number }>(
      "select weight as w from skus where prod_id = $1 and status = 1 order by sku_id desc limit 1",
      [made.data.prodId],
    );
    expect(Number(k!.w)).toBe(300);
  });

  it.each([
    [
      "a negative SKU weight",
      () => ({ skus: [{ properties: ["白"], price: 1, stock: 1, weight: -1 }] }),
      "The weight must be a whole number of grams from 0 to 1,000,000",
    ],
    [
      "a SKU weight in fractions of a gram",
      () => ({ skus: [{ properties: ["白"], price: 1, stock: 1, weight: 1.5 }] }),
      "The weight must be a whole number of grams from 0 to 1,000,000",
    ],
    ["another shop's group", () => ({ shopCategoryId: otherGroup }), "Choose one of the shop's product groups"],
    [
      "a SKU code with spaces",
      () => ({ skus: [{ properties: ["白"], price: 1, stock: 1, skuCode: "A B" }] }),
      "A SKU code has at most 40 letters, digits, '-', '_' or '.'",
    ],
    [
      "a SKU picture this server never stored",
      () => ({ skus: [{ properties: ["白"], price: 1, stock: 1, pic: "/files/prod-up/nope.webp" }] }),
      "pic",
    ],
  ])("refuses %s with a localized message", async (_what, over, msg) => {
    const r = await api(t, "POST", "/m/product", { token: owner.token, body: body(over()), lang: "en" });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.msg).toContain(msg);
  });

  it("filters by category at any level, low and no stock, and sorts", async () => {
    const ids = (p: Page<MerchantProduct>) => p.records.map((r) => r.prodId);
    for (const c of [leaf.id, leaf.parent, leaf.top])
      expect(ids((await list(`categoryId=${c}`)).data)).toContain(prodId);
    const low = (await list("stock=low")).data;
    expect(ids(low)).toContain(prodId);
    expect(low.records.every((p) => p.skus.some((k) => k.status === 1 && k.stock <= LOW_STOCK_THRESHOLD))).toBe(true);
    expect(ids((await list("stock=out")).data)).not.toContain(prodId);
    const byPrice = (await list("sort=priceAsc")).data.records.map((r) => r.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byStock = (await list("sort=stockDesc")).data.records.map((r) => r.totalStock);
    expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
    const mine = (await list("prodName=编辑器测试")).data.records[0]!;
    expect(mine.categoryName).not.toBe("");
    const bad = await list("sort=random", owner.token);
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);
    expect(ids((await list(`prodIds=${prodId},99999999`)).data)).toEqual([prodId]);
    expect((await list("prodIds=")).data.total).toBe(0);
    const badIds = await list("prodIds=1,x");
    expect([badIds.status, badIds.code]).toEqual([400, "A00002"]);
  });

  it("another shop's product answers 404 like an unknown one, and stays as it was", async () => {
    for (const id of [prodId, 99_999_999]) {
      const get = await api(t, "GET", `/m/product/${id}`, { token: other.token });
      const put = await api(t, "PUT", `/m/product/${id}`, {
        token: other.token,
        body: body({ shopCategoryId: undefined }),
      });
      const shelf = await api(t, "PUT", `/m/product/${id}/status`, { token: other.token, body: { status: 1 } });
      expect([get.status, put.status, shelf.status]).toEqual([404, 404, 404]);
      expect(new Set([get.code, put.code, shelf.code]).size).toBe(1);
    }
    expect((await list("prodName=编辑器测试", other.token)).data.total).toBe(0);
    const d = (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: owner.token })).data;
    expect(d.status).toBe(0);
  });

  it("previews the detail exactly as a save keeps it (sanitised), storing nothing", async () => {
    const r = await api<{ html: string }>(t, "POST", "/m/product/content-preview", {
      token: owner.token,
      body: { content: '<p onclick="x()">亮<script>alert(1)</script><img src="javascript:alert(1)"><b>三档</b></p>' },
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data.html).toBe("<p>亮<b>三档</b></p>");
  });

  it("a role without the products permission is refused with A00016 on the list, the editor and the shelf", async () => {
    const calls = [
      api(t, "POST", "/m/product/content-preview", { token: fulfilment, body: { content: "<p>x</p>" } }),
      api(t, "GET", "/m/product/page?stock=low&sort=soldDesc", { token: fulfilment }),
      api(t, "GET", `/m/product/${prodId}`, { token: fulfilment }),
      api(t, "PUT", `/m/product/${prodId}`, { token: fulfilment, body: body() }),
      api(t, "PUT", `/m/product/${prodId}/status`, { token: fulfilment, body: { status: 1 } }),
    ];
    for (const r of await Promise.all(calls)) expect([r.status, r.code]).toEqual([403, "A00016"]);
  });
});
