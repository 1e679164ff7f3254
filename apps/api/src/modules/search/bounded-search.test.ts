import { SEARCH_FACET_SAMPLE, searchProdPageQuery } from "@souk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { countStatement, pageStatement, type CardRow } from "./product-query.ts";
import { ProductSearch, sortOf } from "./product-search.ts";
import { searchServiceOf } from "./service.ts";

/*
 * A keyword page comes from a bounded walk of its sort's index when that provably gives
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
});
