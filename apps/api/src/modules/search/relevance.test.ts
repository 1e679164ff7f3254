import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";

/**
 * Search relevance: a product whose name or category IS the term ranks above one that
 * only mentions it, and a product found only through a broad parent category (手机数码 for 手机)
 * does not match at all — so sorting by price and the facets count the same products.
 *
 * Measure: the share of "true" products (leaf category of the term) among the first 20 results of
 * the seeded catalogue, by relevance and by price ascending. The numbers are logged for the note.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const TRUE_LEAVES: Record<string, string[]> = {
  手机: ["手机"],
  笔记本: ["笔记本", "游戏本"],
  空调: ["空调"],
};

async function leavesOf(term: string, sort: string): Promise<{ leaves: string[]; total: number }> {
  const { body } = await get(t, `/search/searchProdPage?prodName=${encodeURIComponent(term)}&size=20&${sort}`);
  const ids = (body.data.records as { prodId: number }[]).map((r) => r.prodId);
  const rows = await t.ctx.database.query<{ prod_id: number; leaf: string }>(
    `select p.prod_id, c.name_zh as leaf from products p join categories c on c.category_id = p.category_id
      where p.prod_id = any($1::int[])`,
    [ids],
  );
  return { leaves: ids.map((id) => rows.find((r) => r.prod_id === id)!.leaf), total: body.data.total };
}

describe("search relevance", () => {
  it.each(Object.keys(TRUE_LEAVES))(
    "%s: the real thing comes first, and sorting by price shows only what the term names",
    async (term) => {
      const isTrue = (leaf: string) => TRUE_LEAVES[term]!.includes(leaf);
      const byRelevance = await leavesOf(term, "sort=0");
      const byPrice = await leavesOf(term, "sort=2&orderBy=0");
      const share = (l: string[]) => (l.length ? l.filter(isTrue).length / l.length : 0);
      console.log(`[relevance] ${term}: relevance ${share(byRelevance.leaves)}, price-asc ${share(byPrice.leaves)}`);
      // Every true product before every product that only mentions the term.
      const firstOther = byRelevance.leaves.findIndex((l) => !isTrue(l));
      if (firstOther >= 0)
        expect(byRelevance.leaves.slice(firstOther).some(isTrue), byRelevance.leaves.join()).toBe(false);
      expect(byRelevance.leaves.length).toBeGreaterThan(0);
      // Found only through a broad parent category (手机通讯 → 对讲机, 手机配件 → 充电器): not at all.
      for (const l of byPrice.leaves) expect(["对讲机", "充电器", "耳机", "智能手表"]).not.toContain(l);
    },
  );

  it("facets count what the list shows: no category of 手机 results is outside what matches 手机", async () => {
    const { body } = await get(t, `/search/searchProdPage?prodName=${encodeURIComponent("手机")}&size=1`);
    const cats = body.data.facets.categories as { categoryId: number; count?: number; prodCount?: number }[];
    const names = await t.ctx.database.query<{ name_zh: string }>(
      `select name_zh from categories where category_id = any($1::int[])`,
      [cats.map((c) => c.categoryId)],
    );
    expect(names.map((n) => n.name_zh)).not.toContain("耳机");
    expect(names.map((n) => n.name_zh)).not.toContain("智能手表");
  });
});
