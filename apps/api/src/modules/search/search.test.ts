import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { HOT_SEARCHES } from "../../seed/fixtures/content.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { toTsQuery } from "./tokenize.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("GET /search/hotSearch", () => {
  it("answers `number` words in the operator's order (sort=1)", async () => {
    for (const n of [1, 4, 6]) {
      const { body } = await get(t, `/search/hotSearch?number=${n}&sort=1`);
      expect(body.code).toBe("00000");
      expect(body.data).toHaveLength(n);
    }
    const { body } = await get(t, "/search/hotSearch?number=4&sort=1");
    expect(body.data.map((h: { title: string }) => h.title)).toEqual(HOT_SEARCHES.slice(0, 4).map((h) => h[0][0]));
    expect(body.data[0]).toEqual({ hotSearchId: expect.any(Number), title: "5G手机", content: "手机" });
  });

  it("follows seq, not insertion order, and sort=0 answers by id", async () => {
    await t.ctx.database.query("update hot_searches set seq = 0 where title_zh = '跑步鞋'");
    const bySeq = (await get(t, "/search/hotSearch?number=2&sort=1")).body.data;
    expect(bySeq[0].title).toBe("跑步鞋");
    const byId = (await get(t, "/search/hotSearch?number=8&sort=0")).body.data.map(
      (h: { hotSearchId: number }) => h.hotSearchId,
    );
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect((await get(t, "/search/hotSearch?number=8&sort=0")).body.data).toEqual(
      (await get(t, "/search/hotSearch?number=8&sort=0")).body.data,
    );
  });

  it("answers English words for en, and never more than exist", async () => {
    const { body } = await get(t, "/search/hotSearch?number=20&sort=1", "en");
    expect(body.data).toHaveLength(HOT_SEARCHES.length);
    expect(body.data.find((h: { content: string }) => h.content === "phone")).toBeTruthy();
  });

  it("skips inactive words", async () => {
    await t.ctx.database.query("update hot_searches set status = 0 where title_zh = '口红'");
    const { body } = await get(t, "/search/hotSearch?number=20");
    expect(body.data.map((h: { title: string }) => h.title)).not.toContain("口红");
  });

  it.each(["number=abc", "number=-1", "sort=x"])("rejects %s with A00002", async (qs) => {
    const { status, body } = await get(t, `/search/hotSearch?${qs}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "A00002", data: [{ field: qs.split("=")[0] }] });
  });
});

describe("search vectors of the seeded shops", () => {
  it("finds shops by a Chinese word inside their name and by an English prefix", async () => {
    const find = (text: string) =>
      t.ctx.database.query<{ shop_id: number }>(
        "select shop_id from shops where search_vector @@ to_tsquery('simple', $1) order by shop_id",
        [toTsQuery(text)],
      );
    expect((await find("旗舰")).length).toBeGreaterThan(2);
    expect((await find("美妆")).map((r) => r.shop_id)).toContain(7);
    expect((await find("stell")).map((r) => r.shop_id)).toEqual([2]);
  });
});
