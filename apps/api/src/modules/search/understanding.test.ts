import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, apiZh, get } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { searchServiceOf } from "./service.ts";
import { insertProduct } from "./test-fixtures.ts";

/**
 * Search that reads keywords as buyers mean them (ADR 0036), end to end through the API on the
 * seeded mall plus two Bluetooth earbuds: pinyin, homophones, English typos and inflections,
 * synonyms, the zero-result fallback, shop names by pinyin, suggestions, the synonym list.
 */
let t: TestApp;
const earbuds: number[] = [];

beforeAll(async () => {
  t = await createSeededApp();
  const db = t.ctx.database;
  const [leaf] = await db.query<{ category_id: number }>(
    "select category_id from categories where name_zh = '蓝牙耳机'",
  );
  const [brand] = await db.query<{ brand_id: number }>("select brand_id from brands where name = '拓声'");
  for (const [zh, en] of [
    ["拓声 降噪 真无线蓝牙耳机", "Tuosound True Wireless Earbuds, noise cancelling"],
    ["拓声 运动 真无线蓝牙耳机", "Tuosound Sport Earbuds, sweat-proof"],
  ] as const) {
    earbuds.push(
      await insertProduct(t, {
        shopId: 1,
        categoryId: leaf!.category_id,
        brandId: brand!.brand_id,
        nameZh: zh,
        nameEn: en,
        price: 19900,
      }),
    );
  }
  searchServiceOf(t.ctx).invalidate();
});
afterAll(async () => t.close());

interface Card {
  prodId: number;
  highlightName: string;
}
interface Page {
  total: number;
  records: Card[];
  rewrite?: { kind: string; query: string };
}

async function search(keyword: string, lang: "zh" | "en" = "zh"): Promise<Page> {
  const { body } = await get(t, `/search/searchProdPage?prodName=${encodeURIComponent(keyword)}&size=20`, lang);
  expect(body.code).toBe("00000");
  return body.data as Page;
}
const ids = (p: Page) => p.records.map((r) => r.prodId);

describe("a keyword typed another way finds what the Chinese finds", () => {
  it.each<[string, string, "zh" | "en"]>([
    ["shouji", "手机", "zh"],
    ["sj", "手机", "zh"],
    ["手ji", "手机", "zh"],
    ["SHOU JI", "手机", "zh"],
    ["iphone", "手机", "en"],
    ["lanyaerji", "蓝牙耳机", "zh"],
    ["lyej", "蓝牙耳机", "zh"],
    ["蓝牙ej", "蓝牙耳机", "zh"],
    ["蓝芽耳机", "蓝牙耳机", "zh"],
    ["耳麦", "耳机", "zh"],
    ["bluetoth", "bluetooth", "en"],
    ["earbud", "earbuds", "en"],
  ])("%s finds the products of %s, in the same order", async (typed, chinese, lang) => {
    const expected = await search(chinese, lang);
    expect(expected.total).toBeGreaterThan(0);
    const found = await search(typed, lang);
    expect(found.total).toBe(expected.total);
    expect(ids(found)).toEqual(ids(expected));
    expect(found.rewrite).toBeUndefined();
  });

  it("finds the earbuds by English words the names do not use (synonyms, plurals)", async () => {
    for (const word of ["earphone", "earphones", "headphones"]) {
      expect(ids(await search(word, "en"))).toEqual(expect.arrayContaining(earbuds));
    }
  });

  it("marks the Chinese that pinyin matched", async () => {
    const page = await search("lyej");
    expect(page.records[0]!.highlightName).toContain("<em>蓝牙耳机</em>");
    expect((await search("shouji")).records[0]!.highlightName).toContain("<em>手机</em>");
  });

  it("ranks names that say the words as typed above what they were read as", async () => {
    await t.ctx.database.query("update products set sold_num = 0 where prod_id = $1", [earbuds[0]]);
    const page = await search("earphone", "en");
    // Both earbuds are read through 耳机/earbud; nothing is named "earphone", so sales order them.
    expect(page.records.filter((r) => earbuds.includes(r.prodId))).toHaveLength(2);
  });
});

describe("a keyword that finds nothing", () => {
  it("answers the closest known spelling, said as such", async () => {
    const page = await search("blootooth", "en");
    expect(page.rewrite).toEqual({ kind: "didYouMean", query: "bluetooth" });
    expect(ids(page)).toEqual(ids(await search("bluetooth", "en")));
  });

  it("answers products matching any of the words when no spelling is closer", async () => {
    const page = await search("蓝牙 火锅");
    expect(page.rewrite).toEqual({ kind: "anyWord", query: "蓝牙 火锅" });
    expect(ids(page)).toEqual(expect.arrayContaining(earbuds));
  });

  it("stays empty, with no rewrite, when nothing is close", async () => {
    const page = await search("zzqqxx");
    expect(page.total).toBe(0);
    expect(page.rewrite).toBeUndefined();
  });
});

describe("shop search by pinyin", () => {
  it.each([["shumagang"], ["smg"], ["数码gang"], ["数码港"]])("%s finds 数码港专营店", async (typed) => {
    const { body } = await get(t, `/search/searchShopPage?shopName=${encodeURIComponent(typed)}`);
    expect(body.data.records.map((s: { shopName: string }) => s.shopName)).toEqual(["数码港专营店"]);
    expect(body.data.records[0].highlightName).toBe("<em>数码港</em>专营店");
  });
});

describe("GET /search/suggest", () => {
  it.each<[string, string, string]>([
    ["sh", "prod", "手机"],
    ["shouj", "prod", "手机"],
    ["蓝牙e", "prod", "蓝牙耳机"],
    ["xingyao", "shop", "星耀官方旗舰店"],
  ])("%s (%s) suggests %s first", async (q, mode, first) => {
    const { body } = await get(t, `/search/suggest?q=${encodeURIComponent(q)}&mode=${mode}`);
    expect(body.data[0].text).toBe(first);
  });

  it("answers nothing for nothing typed, and refuses a long input with a localized message", async () => {
    expect((await get(t, "/search/suggest?q=")).body.data).toEqual([]);
    const long = encodeURIComponent("手".repeat(51));
    const zh = await get(t, `/search/suggest?q=${long}`);
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain("输入最多50个字符");
    expect((await get(t, `/search/suggest?q=${long}`, "en")).body.msg).toContain("Type at most 50 characters");
  });
});

describe("/admin/search/synonyms", () => {
  const platform = async () =>
    (
      await api<MerchantLoginResult>(t, "POST", "/admin/login", {
        body: { userName: "platform", passWord: "souk1234" },
      })
    ).data.token;

  it("is for platform staff only", async () => {
    expect((await api(t, "GET", "/admin/search/synonyms")).status).toBe(401);
  });

  it("applies a saved list to the next search, without re-indexing", async () => {
    const token = await platform();
    expect((await search("听歌神器")).total).toBe(0);
    const saved = await api(t, "PUT", "/admin/search/synonyms", {
      token,
      body: { groups: [{ terms: ["听歌神器", "蓝牙耳机"], oneWay: true }] },
    });
    expect(saved.status).toBe(200);
    expect(ids(await search("听歌神器"))).toEqual(ids(await search("蓝牙耳机")));
    const listed = await api<{ groups: unknown[] }>(t, "GET", "/admin/search/synonyms", { token });
    expect(listed.data.groups).toEqual([{ terms: ["听歌神器", "蓝牙耳机"], oneWay: true }]);
  });

  it("refuses a group of one term with a localized message and keeps the list", async () => {
    const token = await platform();
    const before = (await api<{ groups: unknown[] }>(t, "GET", "/admin/search/synonyms", { token })).data;
    const bad = await apiZh(t, "PUT", "/admin/search/synonyms", { token, body: { groups: [{ terms: ["耳机"] }] } });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain("每组同义词2到12个词，最多500组");
    expect((await api(t, "GET", "/admin/search/synonyms", { token })).data).toEqual(before);
  });
});
