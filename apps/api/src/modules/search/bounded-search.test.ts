import { SEARCH_FACET_SAMPLE, searchProdPageQuery } from "@souk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { countStatement, facetStatement, pageStatement, type CardRow, type FacetRow } from "./product-query.ts";
import { estimateFromScan, ProductSearch, sortOf } from "./product-search.ts";
import { searchServiceOf } from "./service.ts";

/*
 * Issue 16: a keyword page comes from a bounded walk of its sort's index when that provably gives
 * the exact page, and facets/totals from a bounded sample. These check the answers stay exactly
 * those of sorting every hit (pageStatement), and that totals say when they are estimates.
 * 3,000 products: enough hits for the walk to succeed and for totals beyond the sample.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(3000);
}, 120_000);
afterAll(async () => t.close());

const SORTS: [string, string | undefined][] = [
  ["0", undefined],
  ["1", undefined],
  ["1", "0"],
  ["2", "0"],
  ["2", "1"],
  ["3", undefined],
];

describe("bounded search", () => {
  it.each(["手机", "鞋", "PHO", "蓝牙耳机", "星耀 充电器"])(
    "%s: every sort's first pages equal the full sort of all hits",
    async (kw) => {
      const products = searchServiceOf(t.ctx).products;
      const resolved = (await products.resolveKeyword(kw))!;
      for (const [sort, orderBy] of SORTS) {
        for (const current of [1, 2, 5]) {
          const q = searchProdPageQuery.parse({ prodName: kw, size: "20", current: String(current), sort, orderBy });
          const { sort: key, desc } = sortOf(q.sort, q.orderBy);
          const s = pageStatement(resolved, key, desc, 20, (current - 1) * 20);
          const full = (await t.ctx.database.query<CardRow>(s.text, s.params)).map((r) => r.prod_id);
          // Nothing cached: the walk; then with the summary cached (a small result: sorted at once).
          products.invalidate();
          for (const cached of [false, true]) {
            const page = await products.search(q, "zh");
            expect(
              page.records.map((r) => r.prodId),
              `${kw} sort=${sort} orderBy=${orderBy} page ${current} cached ${cached}`,
            ).toEqual(full);
          }
        }
      }
    },
  );

  it.each([
    ["the whole catalogue sampled", 4000],
    ["a density sample of a third of it", 1000],
  ])("counts exactly up to the facet sample, and says when a larger total is an estimate (%s)", async (_, sample) => {
    const products = new ProductSearch(t.ctx, { densitySample: sample });
    for (const kw of ["手机", "鞋", "PHO", undefined]) {
      const page = await products.search(searchProdPageQuery.parse({ prodName: kw, size: "20" }), "zh");
      const resolved = kw ? (await products.resolveKeyword(kw))! : {};
      const c = countStatement(resolved);
      const [row] = await t.ctx.database.query<{ total: number }>(c.text, c.params);
      const total = row!.total;
      if (total <= SEARCH_FACET_SAMPLE) {
        expect(page).toMatchObject({ total, totalExact: true, facets: { sampled: false } });
      } else if (page.totalExact) {
        // A catalogue smaller than the density sample is counted whole.
        expect(page).toMatchObject({ total, facets: { sampled: true } });
      } else {
        expect(page.facets.sampled).toBe(true);
        expect(page.total).toBeGreaterThan(SEARCH_FACET_SAMPLE);
        // An estimate rounded down to its leading digit: within a factor of two of the truth.
        expect(page.total).toBeLessThanOrEqual(total * 1.5);
        expect(page.total).toBeGreaterThanOrEqual(total / 2);
        expect(String(page.total)).toMatch(/^[1-9]0*$/);
      }
    }
  });

  it.each(["手机", "鞋", "PHO"])(
    "%s: the facet sample is read in physical order, so its scan estimates the total",
    async (kw) => {
      const resolved = (await searchServiceOf(t.ctx).products.resolveKeyword(kw))!;
      const f = facetStatement(resolved, 30, true, 30);
      const [row] = await t.ctx.database.query<FacetRow>(f.text, f.params);
      const c = countStatement(resolved);
      const [count] = await t.ctx.database.query<{ total: number }>(c.text, c.params);
      expect(row!.total).toBe(31);
      expect(row!.back_steps).toBe(0);
      const estimate = estimateFromScan(row!)!;
      expect(estimate).toBeGreaterThanOrEqual(count!.total / 2);
      expect(estimate).toBeLessThanOrEqual(count!.total * 1.5);
    },
  );
});

describe("total from the facet sample's scan", () => {
  it.each<[string, Parameters<typeof estimateFromScan>[0], number | null]>([
    // 501 hits within the first quarter of the table: about four times as many in all.
    ["a quarter of the table", { total: 501, last_block: 99, back_steps: 0, blocks: 400 }, 2004],
    ["the whole table", { total: 501, last_block: 399, back_steps: 0, blocks: 400 }, 501],
    // Rows added since the size was read: never fewer hits than sampled.
    ["a table grown since", { total: 501, last_block: 450, back_steps: 0, blocks: 400 }, 501],
    // An index scan (not in physical order) says nothing of the density.
    ["a scan out of order", { total: 501, last_block: 99, back_steps: 3, blocks: 400 }, null],
    ["no hit", { total: 0, last_block: null, back_steps: 0, blocks: 400 }, null],
  ])("%s", (_, row, expected) => {
    expect(estimateFromScan(row)).toBe(expected);
  });
});
