import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProdCard, ProdInfo } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { brandIdOf, categoryIdOf, insertProduct } from "../search/test-fixtures.ts";

let t: TestApp;
let risky = 0;
let deleted = 0;
beforeAll(async () => {
  t = await createSeededApp();
  const cases = await categoryIdOf(t, "手机壳");
  const brand = await brandIdOf(t, "青漾");
  risky = await insertProduct(t, {
    shopId: 16,
    categoryId: cases,
    brandId: brand,
    nameZh: "青漾 防摔手机壳",
    nameEn: "Qingyang Rugged Case",
    price: 3990,
    contentZh: `<p onclick="steal()">好壳</p><script>alert(document.cookie)</script><img src="/files/prod/1-d1.webp" onerror="alert(1)"><a href="javascript:alert(1)">点我</a><img src="https://cdn.example/a.png">`,
  });
  deleted = await insertProduct(t, {
    shopId: 16,
    categoryId: cases,
    brandId: brand,
    nameZh: "已删除",
    nameEn: "Deleted",
    price: 100,
    status: -1,
  });
});
afterAll(async () => t.close());

async function info(prodId: number, lang: "zh" | "en" = "zh") {
  return get(t, `/prod/prodInfo?prodId=${prodId}`, lang);
}

describe("GET /prod/prodInfo", () => {
  it("answers everything the detail page needs for an on-shelf product", async () => {
    const { status, body } = await info(1);
    expect(status).toBe(200);
    const p = body.data as ProdInfo;
    const [row] = await t.ctx.database.query<Record<string, number>>(
      "select price, ori_price, total_stock, sold_num, shop_id from products where prod_id = 1",
    );
    expect(p).toMatchObject({
      prodId: 1,
      prodName: expect.stringContaining("凌讯"),
      pic: "/files/prod/1.webp",
      price: Number(row!.price) / 100,
      oriPrice: Number(row!.ori_price) / 100,
      totalStock: row!.total_stock,
      soldNum: row!.sold_num,
      status: 1,
      prodType: 0,
      shopId: row!.shop_id,
      shop: { shopId: row!.shop_id, shopName: "数码港专营店", shopLogo: "/files/shop/16.webp", status: 1 },
      brand: { name: "凌讯", imgUrl: expect.stringMatching(/^\/files\/brand\//) },
      activities: [],
    });
    expect(p.imgs[0]).toBe(p.pic);
    expect(p.imgs.length).toBeGreaterThan(1);
    expect(p.categoryPath.map((c) => c.categoryName)).toEqual(["手机数码", "手机通讯", "手机"]);
    expect(p.categoryPath.at(-1)!.categoryId).toBe(p.categoryId);
    expect(p.specs[0]).toEqual({ name: "品牌", value: "凌讯" });
    expect(p.brief).toBeTruthy();
    expect(Number.isInteger(p.price * 100)).toBe(true);
  });

  it("builds the SKU list from the sales attributes: every combination once, properties in attribute order", async () => {
    for (const prodId of [1, 2, 5, 10, 43]) {
      const p = (await info(prodId)).body.data as ProdInfo;
      expect(p.salesAttrs.length).toBeGreaterThan(0);
      const combos = p.salesAttrs.reduce((n, a) => n * a.values.length, 1);
      expect(p.skuList).toHaveLength(combos);
      const keys = new Set<string>();
      for (const sku of p.skuList) {
        expect(sku.properties.map((x) => x.name)).toEqual(p.salesAttrs.map((a) => a.name));
        sku.properties.forEach((x, i) => expect(p.salesAttrs[i]!.values).toContain(x.value));
        expect(sku.skuName).toBe(sku.properties.map((x) => x.value).join(" "));
        expect(sku.stock).toBeGreaterThanOrEqual(0);
        expect(sku.pic).toMatch(/^\/files\/prod\//);
        keys.add(JSON.stringify(sku.properties));
      }
      expect(keys.size).toBe(combos);
      expect(p.price).toBe(Math.min(...p.skuList.map((s) => s.price)));
      expect(p.totalStock).toBe(p.skuList.reduce((s, k) => s + k.stock, 0));
    }
  });

  it("answers the request language", async () => {
    const p = (await info(1, "en")).body.data as ProdInfo;
    expect(p.prodName).toMatch(/^Lingxun/);
    expect(p.categoryPath.map((c) => c.categoryName)).toEqual(["Phones & Digital", "Mobile Phones", "Smartphones"]);
    expect(p.salesAttrs[0]!.name).toBe("Colour");
    expect(p.shop.shopName).toBe("Digital Harbour");
    expect(p.content).toContain("Highlights");
  });

  it("sanitizes the rich content", async () => {
    const p = (await info(risky)).body.data as ProdInfo;
    expect(p.content).toBe(
      `<p>好壳</p><img src="/files/prod/1-d1.webp" /><a rel="noopener noreferrer nofollow">点我</a><img src="https://cdn.example/a.png" />`,
    );
    const seeded = (await info(1)).body.data as ProdInfo;
    expect(seeded.content).toContain('<img src="/files/prod/1-d1.webp"');
    expect(seeded.content).toContain("<table>");
  });

  it.each<[string, () => number, number, string, unknown]>([
    ["off shelf", () => 13, 409, "A01100", { prodId: 13, status: 0, shopId: 14, pic: "/files/prod/13.webp" }],
    ["on shelf in a closed shop", () => 26, 409, "A01100", { prodId: 26, status: 1, shopId: 13 }],
    ["on shelf in an offline shop", () => 14, 409, "A01100", { prodId: 14, status: 1, shopId: 15 }],
    ["deleted", () => deleted, 404, "A01000", null],
    ["unknown", () => 987654, 404, "A01000", null],
  ])("%s → %s", async (_name, id, status, code, data) => {
    const r = await info(id());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ code, success: false });
    if (data) expect(r.body.data).toMatchObject({ ...(data as object), prodName: expect.any(String) });
    else expect(r.body.data).toBeNull();
    expect(r.body.msg).toBe(code === "A01100" ? "商品已下架" : "商品不存在");
    expect((await info(id(), "en")).body.msg).toBe(
      code === "A01100" ? "The product is off the shelf" : "The product does not exist",
    );
  });

  it.each(["prodId=0", "prodId=abc", "", "prodId=-5"])("rejects %j with A00002", async (qs) => {
    const r = await get(t, `/prod/prodInfo?${qs}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "A00002", data: [{ field: "prodId" }] });
  });
});

describe("GET /prod/recommendList", () => {
  it("recommends the same leaf category first, then the same shop, by sales, never the product itself", async () => {
    const base = (await info(1)).body.data as ProdInfo;
    const list = (await get(t, "/prod/recommendList?prodId=1&size=20")).body.data as ProdCard[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((c) => c.prodId)).not.toContain(1);
    const rows = await t.ctx.database.query<{
      prod_id: number;
      category_id: number;
      shop_id: number;
      sold_num: number;
    }>(
      `select p.prod_id, p.category_id, p.shop_id, p.sold_num from products p join shops s using (shop_id)
       where p.status = 1 and s.status = 1 and p.prod_id <> 1 and (p.category_id = $1 or p.shop_id = $2)
       order by (p.category_id = $1) desc, p.sold_num desc, p.prod_id desc limit 20`,
      [base.categoryId, base.shopId],
    );
    expect(list.map((c) => c.prodId)).toEqual(rows.map((r) => r.prod_id));
    const sameCat = rows.filter((r) => r.category_id === base.categoryId).length;
    expect(rows.slice(0, sameCat).every((r) => r.category_id === base.categoryId)).toBe(true);
    expect(rows.slice(sameCat).every((r) => r.shop_id === base.shopId)).toBe(true);
  });

  it("caps at size and answers [] for an unknown product", async () => {
    expect(((await get(t, "/prod/recommendList?prodId=1&size=2")).body.data as ProdCard[]).length).toBeLessThanOrEqual(
      2,
    );
    expect((await get(t, "/prod/recommendList?prodId=987654")).body).toMatchObject({ code: "00000", data: [] });
    expect((await get(t, "/prod/recommendList?prodId=1&size=21")).body.code).toBe("A00002");
  });
});

describe("GET /prod/lastedProdPage", () => {
  it("lists on-shelf products of open shops, newest first", async () => {
    const page = (await get(t, "/prod/lastedProdPage?size=100")).body.data;
    const rows = await t.ctx.database.query<{ prod_id: number }>(
      `select p.prod_id from products p join shops s using (shop_id) where p.status = 1 and s.status = 1
       order by p.created_at desc, p.prod_id desc`,
    );
    expect(page.records.map((c: ProdCard) => c.prodId)).toEqual(rows.map((r) => r.prod_id));
    expect(page.total).toBe(rows.length);
    const p2 = (await get(t, "/prod/lastedProdPage?size=5&current=2")).body.data;
    expect(p2.records.map((c: ProdCard) => c.prodId)).toEqual(rows.slice(5, 10).map((r) => r.prod_id));
  });
});

describe("sitemap data", () => {
  it("lists visible products and open shops by id with ISO times, in pages of up to 5000", async () => {
    const products = (await get(t, "/sitemap/products")).body.data;
    const [n] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from products p join shops s using (shop_id) where p.status = 1 and s.status = 1",
    );
    expect(products).toMatchObject({ total: n!.n, current: 1, size: 5000, pages: 1 });
    expect(products.records[0]).toEqual({
      prodId: expect.any(Number),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const ids = products.records.map((r: { prodId: number }) => r.prodId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(13);
    expect(ids).not.toContain(26);
    const second = (await get(t, "/sitemap/products?size=10&current=2")).body.data;
    expect(second.records.map((r: { prodId: number }) => r.prodId)).toEqual(ids.slice(10, 20));
    const shops = (await get(t, "/sitemap/shops")).body.data;
    expect(shops.records.map((r: { shopId: number }) => r.shopId)).not.toContain(13);
    expect(shops.records.map((r: { shopId: number }) => r.shopId)).not.toContain(15);
    expect(shops.total).toBe(16);
    expect((await get(t, "/sitemap/products?size=5001")).body).toMatchObject({
      code: "A00002",
      data: [{ field: "size" }],
    });
  });
});
