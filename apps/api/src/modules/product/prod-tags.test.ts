import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProdCard, ProdTag } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";

/**
 * Issue 17, the mall4j dialect: the home's product groups. `/prod/tag/prodTagList` lists the shown
 * groups in the platform's order, titled in the request's language; `/prod/prodListByTagId` pages a
 * group's on-shelf products in the group's order, leaving out what is off shelf; unknown and
 * hidden groups answer A01000 (404). The seed gives a fresh start three groups.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const tagList = async (lang: "zh" | "en") => (await get(t, "/prod/tag/prodTagList", lang)).body.data as ProdTag[];

describe("home product groups (mall4j ProdTag)", () => {
  it("lists the seeded groups in order, in either language, in the mall4j envelope", async () => {
    const r = await get(t, "/prod/tag/prodTagList");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: "00000", success: true, fail: false });
    expect((await tagList("zh")).map((g) => g.title)).toEqual(["每日上新", "商城热卖", "精选好物"]);
    expect((await tagList("en")).map((g) => g.title)).toEqual(["New every day", "Best sellers", "Editor's picks"]);
    const [first] = await tagList("zh");
    expect(first).toEqual({ id: expect.any(Number), title: "每日上新", seq: 1, style: 0 });
  });

  it("pages a group's products in the group's order; off-shelf products drop out", async () => {
    const hot = (await tagList("zh")).find((g) => g.title === "商城热卖")!;
    const all = (await get(t, `/prod/prodListByTagId?tagId=${hot.id}&size=20`)).body.data;
    expect(all.total).toBe(8);
    const ids = (all.records as ProdCard[]).map((c) => c.prodId);
    const order = await t.ctx.database.query<{ prod_id: number }>(
      "select prod_id from prod_tag_products where tag_id = $1 order by seq",
      [hot.id],
    );
    expect(ids).toEqual(order.map((r) => r.prod_id));
    // Best sellers: the seeded order follows sales.
    const sold = (all.records as ProdCard[]).map((c) => c.soldNum);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const page2 = (await get(t, `/prod/prodListByTagId?tagId=${hot.id}&current=2&size=3`, "en")).body.data;
    expect(page2).toMatchObject({ total: 8, pages: 3, current: 2, size: 3 });
    expect((page2.records as ProdCard[]).map((c) => c.prodId)).toEqual(ids.slice(3, 6));

    await t.ctx.database.query("update products set status = 0 where prod_id = $1", [ids[0]]);
    try {
      const after = (await get(t, `/prod/prodListByTagId?tagId=${hot.id}&size=20`)).body.data;
      expect(after.total).toBe(7);
      expect((after.records as ProdCard[]).map((c) => c.prodId)).toEqual(ids.slice(1));
    } finally {
      await t.ctx.database.query("update products set status = 1 where prod_id = $1", [ids[0]]);
    }
  });

  it("answers A01000 (404) for an unknown or hidden group and 400 for a bad id", async () => {
    const unknown = await get(t, "/prod/prodListByTagId?tagId=987654", "en");
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([
      404,
      "A01000",
      "The product group does not exist",
    ]);
    const [first] = await tagList("zh");
    await t.ctx.database.query("update prod_tags set status = 0 where tag_id = $1", [first!.id]);
    try {
      expect((await tagList("zh")).map((g) => g.id)).not.toContain(first!.id);
      expect((await get(t, `/prod/prodListByTagId?tagId=${first!.id}`)).status).toBe(404);
    } finally {
      await t.ctx.database.query("update prod_tags set status = 1 where tag_id = $1", [first!.id]);
    }
    for (const bad of ["abc", "1.5", "-1", ""]) {
      expect((await get(t, `/prod/prodListByTagId?tagId=${bad}`)).status, bad).toBe(400);
    }
  });
});
