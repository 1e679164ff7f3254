import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProdCard, ShopCategory, ShopHeadInfo } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
  await t.ctx.database.query("update shops set status = 3 where shop_id = 18");
  await t.ctx.database.query("update shops set status = -1 where shop_id = 17");
});
afterAll(async () => t.close());

describe("GET /shop/headInfo", () => {
  it("answers the header of an open shop", async () => {
    const { status, body } = await get(t, "/shop/headInfo?shopId=16");
    expect(status).toBe(200);
    const h = body.data as ShopHeadInfo;
    const [n] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from products where shop_id = 16 and status = 1",
    );
    expect(h).toMatchObject({
      shopId: 16,
      shopName: "数码港专营店",
      shopLogo: "/files/shop/16.webp",
      status: 1,
      shopStatusText: "营业中",
      shopType: 2,
      prodCount: n!.n,
    });
    expect(h.intro).toBeTruthy();
    expect(h.score).toBeGreaterThan(0);
    expect(h.followers).toBeGreaterThan(0);
    expect(h.soldNum).toBeGreaterThan(0);
  });

  it.each<[number, number, string, string]>([
    [13, 0, "店铺已关闭", "This shop is closed"],
    [15, 2, "店铺已下线", "This shop has been taken offline"],
    [18, 3, "店铺开店申请审核中", "This shop is awaiting approval to open"],
  ])("answers shop %s with status %s so the page can show its state", async (shopId, status, zh, en) => {
    expect((await get(t, `/shop/headInfo?shopId=${shopId}`)).body.data).toMatchObject({
      shopId,
      status,
      shopStatusText: zh,
      prodCount: 0,
    });
    expect((await get(t, `/shop/headInfo?shopId=${shopId}`, "en")).body.data).toMatchObject({
      status,
      shopStatusText: en,
    });
  });

  it.each([987654, 17])("answers A00013 'shop does not exist' for unknown or deleted shop %s", async (shopId) => {
    const zh = await get(t, `/shop/headInfo?shopId=${shopId}`);
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: "A00013", msg: "店铺不存在", data: null });
    expect((await get(t, `/shop/headInfo?shopId=${shopId}`, "en")).body.msg).toBe("shop does not exist");
  });

  it.each(["shopId=0", "shopId=x", ""])("rejects %j with A00002", async (qs) => {
    expect((await get(t, `/shop/headInfo?${qs}`)).body).toMatchObject({ code: "A00002", data: [{ field: "shopId" }] });
  });
});

describe("GET /shop/categoryList", () => {
  it("lists the shop's categories by seq with on-shelf counts", async () => {
    const list = (await get(t, "/shop/categoryList?shopId=1")).body.data as ShopCategory[];
    const rows = await t.ctx.database.query<{ shop_category_id: number; name_zh: string; n: number }>(
      `select c.shop_category_id, c.name_zh,
              (select count(*)::int from products p where p.shop_category_id = c.shop_category_id and p.status = 1) as n
       from shop_categories c where c.shop_id = 1 order by c.seq, c.shop_category_id`,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list).toEqual(
      rows.map((r) => ({ shopCategoryId: r.shop_category_id, categoryName: r.name_zh, prodCount: r.n })),
    );
  });

  it("answers [] for a shop that is not open or unknown", async () => {
    for (const id of [13, 15, 987654]) expect((await get(t, `/shop/categoryList?shopId=${id}`)).body.data).toEqual([]);
  });
});

describe("GET /shop/prodPage", () => {
  const ids = async (qs: string) =>
    ((await get(t, `/shop/prodPage?${qs}&size=100`)).body.data.records as ProdCard[]).map((c) => c.prodId);

  it("lists the shop's on-shelf goods, best-selling first by default", async () => {
    const rows = await t.ctx.database.query<{ prod_id: number }>(
      "select prod_id from products where shop_id = 1 and status = 1 order by sold_num desc, prod_id desc",
    );
    expect(await ids("shopId=1")).toEqual(rows.map((r) => r.prod_id));
  });

  it("filters by shop category and keyword, and sorts", async () => {
    const [cat] = await t.ctx.database.query<{ shop_category_id: number }>(
      "select shop_category_id from products where shop_id = 1 and status = 1 and shop_category_id is not null group by 1 order by count(*) desc limit 1",
    );
    const inCat = await t.ctx.database.query<{ prod_id: number }>(
      "select prod_id from products where shop_id = 1 and status = 1 and shop_category_id = $1 order by price, prod_id",
      [cat!.shop_category_id],
    );
    expect(await ids(`shopId=1&shopCategoryId=${cat!.shop_category_id}&sort=2`)).toEqual(inCat.map((r) => r.prod_id));
    const page = (await get(t, `/shop/prodPage?shopId=16&prodName=${encodeURIComponent("手机")}`)).body.data;
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.records as ProdCard[]) {
      expect(c.shopId).toBe(16);
      expect(c.highlightName).toContain("<em>");
    }
    // The shop's own name does not make every one of its products a hit.
    expect((await get(t, `/shop/prodPage?shopId=16&prodName=${encodeURIComponent("数码港")}`)).body.data.total).toBe(0);
  });

  it("answers an empty page for a shop that is not open", async () => {
    expect((await get(t, "/shop/prodPage?shopId=13")).body.data).toMatchObject({ records: [], total: 0 });
  });

  it.each(["shopId=1&sort=5", "shopId=1&size=101", "shopId=1&shopCategoryId=abc", "sort=1"])(
    "rejects %s",
    async (qs) => {
      expect((await get(t, `/shop/prodPage?${qs}`)).body.code).toBe("A00002");
    },
  );
});
