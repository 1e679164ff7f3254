import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchShopPage } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { GOODS_PER_SHOP } from "./shop-search.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const q = encodeURIComponent;
async function shops(qs: string, lang: "zh" | "en" = "zh"): Promise<SearchShopPage> {
  const { status, body } = await get(t, `/search/searchShopPage?${qs}`, lang);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as SearchShopPage;
}

describe("GET /search/searchShopPage", () => {
  it.each<[string, string, "zh" | "en", (name: { zh: string; en: string }) => boolean]>([
    ["a Chinese word", "旗舰", "zh", (n) => n.zh.includes("旗舰")],
    ["a 3-character name", "数码港", "zh", (n) => n.zh.includes("数码港")],
    ["an English prefix, any case", "STELL", "en", (n) => /\bstell/i.test(n.en)],
    ["an English word", "store", "en", (n) => /\bstore/i.test(n.en)],
  ])("finds open shops by %s", async (_name, kw, lang, pred) => {
    const rows = await t.ctx.database.query<{ shop_id: number; name_zh: string; name_en: string; status: number }>(
      "select shop_id, name_zh, name_en, status from shops order by shop_id",
    );
    const want = rows.filter((r) => r.status === 1 && pred({ zh: r.name_zh, en: r.name_en })).map((r) => r.shop_id);
    expect(want.length).toBeGreaterThan(0);
    const page = await shops(`shopName=${q(kw)}&size=100`, lang);
    expect(page.records.map((s) => s.shopId).sort((a, b) => a - b)).toEqual(want);
    expect(page.total).toBe(want.length);
  });

  it("never lists closed (0) or offline (2) shops, even by their exact name", async () => {
    expect((await shops(`shopName=${q("驰骋汽车用品店")}`)).records).toEqual([]);
    expect((await shops(`shopName=${q("康和健康大药房")}`)).records).toEqual([]);
  });

  it("matches names only, not intros or categories", async () => {
    // Shop 16 sells phones, but "手机" is not in any shop name.
    expect((await shops(`shopName=${q("手机")}`)).total).toBe(0);
  });

  it("answers cards: score, sales, followers, highlighted name and up to 4 best-selling on-shelf goods", async () => {
    const page = await shops(`shopName=${q("数码港")}`);
    const card = page.records[0]!;
    expect(card).toMatchObject({
      shopId: 16,
      shopName: "数码港专营店",
      highlightName: "<em>数码港</em>专营店",
      shopLogo: "/files/shop/16.webp",
      shopType: 2,
    });
    expect(card.score).toBeGreaterThanOrEqual(4.2);
    expect(card.score).toBeLessThanOrEqual(5);
    expect(Math.round(card.score * 10)).toBe(card.score * 10);
    expect(card.goods.length).toBeGreaterThan(0);
    expect(card.goods.length).toBeLessThanOrEqual(GOODS_PER_SHOP);
    for (let i = 1; i < card.goods.length; i++)
      expect(card.goods[i - 1]!.soldNum).toBeGreaterThanOrEqual(card.goods[i]!.soldNum);
    for (const g of card.goods) expect(g.shopId).toBe(16);
    const [onShelf] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from products where shop_id = 16 and status = 1",
    );
    expect(card.goods.length).toBe(Math.min(onShelf!.n, GOODS_PER_SHOP));
  });

  it("lists every open shop by sales for a blank name, with pages", async () => {
    const all = await shops("size=100");
    const [open] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from shops where status = 1");
    expect(all.total).toBe(open!.n);
    for (let i = 1; i < all.records.length; i++)
      expect(all.records[i - 1]!.soldNum).toBeGreaterThanOrEqual(all.records[i]!.soldNum);
    const p2 = await shops("size=5&current=2");
    expect(p2).toMatchObject({ total: open!.n, pages: Math.ceil(open!.n / 5), current: 2, size: 5 });
    expect(p2.records.map((s) => s.shopId)).toEqual(all.records.slice(5, 10).map((s) => s.shopId));
  });

  it("answers names in English for en", async () => {
    const page = await shops(`shopName=${q("数码港")}`, "en");
    expect(page.records[0]).toMatchObject({ shopName: "Digital Harbour", highlightName: "Digital Harbour" });
  });

  it.each(["current=0", "size=101", "size=abc", `shopName=${"店".repeat(101)}`])(
    "rejects %s with A00002",
    async (qs) => {
      const { status, body } = await get(t, `/search/searchShopPage?${qs}`);
      expect(status).toBe(400);
      expect(body.code).toBe("A00002");
      expect(body.data[0].field).toBe(qs.split("=")[0]);
    },
  );

  it("a keyword without letters finds nothing", async () => {
    expect(await shops("shopName=%25%25")).toMatchObject({ records: [], total: 0 });
  });
});
