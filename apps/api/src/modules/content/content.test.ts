import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCK_TYPES, LINK_TYPES, MAX_TOP_NOTICES, type DecorationBlock, type DecorationLink } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { contentServiceOf } from "./service.ts";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const q = <T = Json>(sql: string, params?: unknown[]) => t.ctx.database.query<T>(sql, params);
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

/** Every decoration link in a block list (objects with a numeric type and a link). */
function linksOf(v: unknown, out: DecorationLink[] = []): DecorationLink[] {
  if (Array.isArray(v)) v.forEach((x) => linksOf(x, out));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.type === "number" && "link" in o) out.push(o as unknown as DecorationLink);
    Object.values(o).forEach((x) => linksOf(x, out));
  }
  return out;
}

describe("GET /shopRenovation/homepage", () => {
  let zh: { renovationId: number; homeStatus: number; content: string };
  let blocks: DecorationBlock[];
  beforeAll(async () => {
    const { status, body } = await get(t, "/shopRenovation/homepage?renovationType=1");
    expect(status).toBe(200);
    zh = body.data;
    blocks = JSON.parse(zh.content);
  });

  it("answers the published platform home page with content as a JSON string", async () => {
    expect(zh).toMatchObject({ renovationId: expect.any(Number), homeStatus: 1, content: expect.any(String) });
    const [row] = await q("select shop_id, renovation_type, home_status from renovations where renovation_id = $1", [
      zh.renovationId,
    ]);
    expect(row).toEqual({ shop_id: 0, renovation_type: 1, home_status: 1 });
  });

  it("uses every block type of the contract", () => {
    const types = new Set(blocks.map((b) => b.type));
    for (const type of BLOCK_TYPES) expect(types.has(type), type).toBe(true);
    for (const b of blocks) expect(BLOCK_TYPES).toContain(b.type);
  });

  it("configures the decorated header as the spec says (0 = show)", () => {
    const signs = blocks.find((b) => b.type === "shop_signs")!.dataField;
    expect(signs).toMatchObject({
      bgUrl: expect.stringMatching(/^\/files\//),
      showCategory: 0,
      showLogo: 0,
      showNavs: 0,
      showSearch: 0,
    });
    const navList = signs.navList as { name: string; path: DecorationLink }[];
    expect(navList.length).toBeGreaterThan(3);
    expect(navList.some((n) => n.path.type === 1)).toBe(true);
  });

  it("uses every link type 1–6, pointing at things that exist", async () => {
    const links = linksOf(blocks);
    for (const type of LINK_TYPES)
      expect(
        links.some((l) => l.type === type),
        `link type ${type}`,
      ).toBe(true);
    for (const l of links) {
      if (l.type === 1)
        expect(
          (await q("select 1 from products where prod_id = $1 and status = 1", [l.link])).length,
          JSON.stringify(l),
        ).toBe(1);
      if (l.type === 2 && Array.isArray(l.link)) {
        const ids = l.link as number[];
        const rows = await q<{ category_id: number; parent_id: number }>(
          "select category_id, parent_id from categories where category_id = any($1::int[])",
          [ids],
        );
        expect(rows.length, JSON.stringify(l)).toBe(ids.length);
        ids.slice(1).forEach((id, i) => expect(rows.find((r) => r.category_id === id)!.parent_id).toBe(ids[i]));
      }
      if (l.type === 3)
        expect((await q("select 1 from shops where shop_id = $1 and status = 1", [l.link])).length).toBe(1);
      if (l.type === 4) expect(String(l.link)).toMatch(/^\//);
      if (l.type === 5) {
        const [r] = await q("select shop_id, home_status from renovations where renovation_id = $1", [l.link]);
        expect(r).toEqual({ shop_id: l.shopId, home_status: 0 });
      }
      if (l.type === 6) expect(String(l.link)).toMatch(/^(\/|https:\/\/)/);
    }
    expect(links.some((l) => l.type === 6 && String(l.link).startsWith("https://"))).toBe(true);
  });

  it("adds live product cards next to prodIds: on-shelf only, in order, prices in yuan", async () => {
    const list = blocks.find((b) => b.type === "goods_list")!.dataField as { prodIds: number[]; goods: Json[] };
    expect(list.goods.length).toBeGreaterThan(0);
    expect(list.goods.map((g) => g.prodId)).toEqual(
      list.prodIds.filter((id) => list.goods.some((g) => g.prodId === id)),
    );
    const g = list.goods[0];
    const [row] = await q("select name_zh, price, ori_price, status from products where prod_id = $1", [g.prodId]);
    expect(g).toMatchObject({
      prodName: row.name_zh,
      price: Number(row.price) / 100,
      oriPrice: Number(row.ori_price) / 100,
    });
    expect(g.pic).toMatch(/^\/files\/prod\//);
    const m5 = blocks.find((b) => b.type === "goods_module5")!.dataField as { tabs: { name: string; goods: Json[] }[] };
    expect(m5.tabs.every((tab) => typeof tab.name === "string" && tab.goods.length > 0)).toBe(true);
  });

  it("drops products taken off the shelf (after the short cache)", async () => {
    const list = blocks.find((b) => b.type === "goods_list")!.dataField as { goods: Json[] };
    const victim = list.goods[0].prodId;
    await q("update products set status = 0 where prod_id = $1", [victim]);
    contentServiceOf(t.ctx).invalidate();
    const after = JSON.parse((await get(t, "/shopRenovation/homepage")).body.data.content) as DecorationBlock[];
    const ids = (after.find((b) => b.type === "goods_list")!.dataField.goods as Json[]).map((g) => g.prodId);
    expect(ids).not.toContain(victim);
    await q("update products set status = 1 where prod_id = $1", [victim]);
    contentServiceOf(t.ctx).invalidate();
  });

  it("lists open shops only in store_list", async () => {
    const store = blocks.find((b) => b.type === "store_list")!.dataField as { shopIds: number[]; shops: Json[] };
    // A listed shop that closes stays stored but is no longer served.
    const listed = store.shopIds.at(-1)!;
    await q("update shops set status = 0 where shop_id = $1", [listed]);
    contentServiceOf(t.ctx).invalidate();
    const after = JSON.parse((await get(t, "/shopRenovation/homepage")).body.data.content) as DecorationBlock[];
    const served = after.find((b) => b.type === "store_list")!.dataField as { shopIds: number[]; shops: Json[] };
    await q("update shops set status = 1 where shop_id = $1", [listed]);
    contentServiceOf(t.ctx).invalidate();
    expect(served.shopIds).toContain(listed); // stored
    expect(served.shops.map((s) => s.shopId)).not.toContain(listed); // not served
    expect(store.shops.map((s) => s.shopId)).toContain(listed);
    expect(store.shops[0]).toMatchObject({
      shopName: "Souk自营旗舰店",
      shopLogo: expect.stringMatching(/^\/files\/shop\//),
      score: expect.any(Number),
    });
  });

  it("resolves every text to the request language", async () => {
    const en = (await get(t, "/shopRenovation/homepage?renovationType=1", "en")).body.data;
    expect(en.renovationId).toBe(zh.renovationId);
    const enBlocks = JSON.parse(en.content) as DecorationBlock[];
    expect(en.content).not.toMatch(/"zh":/);
    expect(zh.content).not.toMatch(/"en":/);
    const floorZh = blocks.find((b) => b.type === "floor_title")!.dataField;
    const floorEn = enBlocks.find((b) => b.type === "floor_title")!.dataField;
    expect(floorZh.title).toBe("手机数码");
    expect(floorEn.title).toBe("Phones & Digital");
    const goodsEn = enBlocks.find((b) => b.type === "goods_list")!.dataField.goods as Json[];
    expect(goodsEn[0].prodName).not.toMatch(/\p{Script=Han}/u);
  });

  it("answers null when no home page is published for the type, and rejects bad types", async () => {
    expect((await get(t, "/shopRenovation/homepage?renovationType=2")).body).toMatchObject({
      code: "00000",
      data: null,
    });
    const bad = await get(t, "/shopRenovation/homepage?renovationType=abc");
    expect(bad).toMatchObject({ status: 400, body: { code: "A00002", data: [{ field: "renovationType" }] } });
  });
});

describe("GET /shop/notice/topNoticeList/:shopId", () => {
  it("answers the platform's published top notices, newest first", async () => {
    const { body } = await get(t, "/shop/notice/topNoticeList/0");
    expect(body.code).toBe("00000");
    const expected = await q<{ id: number; title_zh: string }>(
      "select id, title_zh from notices where shop_id = 0 and is_top and status = 1 and published_at <= now() order by published_at desc, id desc",
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(body.data).toEqual(expected.map((n) => ({ id: n.id, title: n.title_zh })));
    const titles = body.data.map((n: { title: string }) => n.title).join();
    expect(titles).not.toMatch(/草稿|下周上线/); // draft and scheduled notices stay hidden
  });

  it("answers English titles for en", async () => {
    const { body } = await get(t, "/shop/notice/topNoticeList/0", "en");
    expect(body.data[0].title).not.toMatch(/\p{Script=Han}/u);
  });

  it("answers a shop's own notices, and [] for a shop without any or an unknown shop", async () => {
    const shop = (await get(t, "/shop/notice/topNoticeList/2")).body.data;
    expect(shop.length).toBeGreaterThan(0);
    const platformIds = (await get(t, "/shop/notice/topNoticeList/0")).body.data.map((n: { id: number }) => n.id);
    expect(shop.some((n: { id: number }) => platformIds.includes(n.id))).toBe(false);
    expect((await get(t, "/shop/notice/topNoticeList/3")).body).toMatchObject({ code: "00000", data: [] });
    expect((await get(t, "/shop/notice/topNoticeList/424242")).body).toMatchObject({ code: "00000", data: [] });
  });

  it(`answers at most ${MAX_TOP_NOTICES}`, async () => {
    for (let i = 0; i < 12; i++) {
      await q(
        // Published a little in the past: the API compares with its own millisecond clock, and a row
        // stamped by the database in the same millisecond as the request would not be published yet.
        "insert into notices (shop_id, title_zh, title_en, content_zh, content_en, is_top, published_at) values (5, $1, $1, '', '', true, now() - make_interval(secs => $2))",
        [`公告${i}`, 20 - i],
      );
    }
    const { body } = await get(t, "/shop/notice/topNoticeList/5");
    expect(body.data).toHaveLength(MAX_TOP_NOTICES);
    expect(body.data[0].title).toBe("公告11");
  });

  it.each(["abc", "-1"])("rejects shopId %s with A00002", async (v) => {
    const { status, body } = await get(t, `/shop/notice/topNoticeList/${v}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "A00002", data: [{ field: "shopId" }] });
  });
});
