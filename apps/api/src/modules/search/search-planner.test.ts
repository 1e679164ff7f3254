import { searchProdPageQuery } from "@souk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import {
  bandStatement,
  pageStatement,
  probeStatement,
  type CardRow,
  type KeySort,
  type ProbeRow,
  type ProdFilter,
  type WalkRow,
} from "./product-query.ts";
import { ProductSearch, sortOf, type Tuning } from "./product-search.ts";
import { hitBound, toTermStats } from "./term-stats.ts";

/*
 * A search chooses its plan by how many hits a term may have — a selective term sorts
 * its hits at once, a common one reads a band at the head of a column sort (probe + band) or walks
 * the sales index for relevance. Whatever the plan, each page must be exactly the straightforward
 * query's (pageStatement: every hit sorted), for each sort, with filters, and for a keyword that
 * also matches a shop's name (数码港: its products are hits through the shop).
 */
let t: TestApp;
let filters: [string, Record<string, string>, Partial<ProdFilter>][];
beforeAll(async () => {
  t = await createSeededApp(3000);
  // A filter of each kind, with values the 手机 hits actually carry.
  const [common] = await t.ctx.database.query<{ category_id: number; brand_id: number }>(
    `select category_id, brand_id from products where status = 1 and name_zh like '%手机%'
     group by category_id, brand_id order by count(*) desc, category_id, brand_id limit 1`,
  );
  filters = [
    ["no filter", {}, {}],
    ["price 100–3000 yuan", { minPrice: "100", maxPrice: "3000" }, { minFen: 10_000, maxFen: 300_000 }],
    ["a leaf category", { categoryId: String(common!.category_id) }, { categoryIds: [common!.category_id] }],
    [
      "a brand, in stock",
      { brandId: String(common!.brand_id), inStock: "1" },
      { brandId: common!.brand_id, inStock: true },
    ],
  ];
}, 120_000);
afterAll(async () => t.close());

const SORTS: [string, string | undefined][] = [
  ["0", undefined],
  ["1", undefined],
  ["1", "0"],
  ["2", "0"],
  ["2", "1"],
  ["3", undefined],
  ["3", "0"],
];

/**
 * Each plan by its tuning; `warm`: the filter's summary is cached first (another page of the same
 * search), so a band is placed by a probe rather than by the facet sample's keys.
 */
const PLANS: [string, Partial<Tuning>, boolean][] = [
  ["selective: every hit sorted at once", { sortAtOnce: 1_000_000 }, false],
  ["common: head band placed by the facet sample's keys", { sortAtOnce: 0, facetSample: 20 }, false],
  ["common, summary cached: head band placed by a probe", { sortAtOnce: 0, probeSample: 20 }, true],
  ["common, the facet sample holds every hit", { sortAtOnce: 0, facetSample: 100_000 }, false],
  ["common, summary cached, the probe holds every hit", { sortAtOnce: 0, probeSample: 100_000 }, true],
  // Walks too short to fill a page: every sort reads its head band, relevance that of its top tier.
  [
    "common, short walks: head bands for every sort",
    { sortAtOnce: 0, facetSample: 20, pageWalk: 10, bandAfterWalk: 10 },
    false,
  ],
  [
    "common, short walks, summary cached: head bands placed by probes",
    { sortAtOnce: 0, probeSample: 20, pageWalk: 10, bandAfterWalk: 10 },
    true,
  ],
];

describe("search planner", () => {
  it.each(PLANS)(
    "%s: every page equals the straightforward query's",
    async (_, tuning, warm) => {
      const products = new ProductSearch(t.ctx, tuning);
      for (const kw of ["手机", "鞋", "蓝牙耳机", "PHO", "数码港"]) {
        const resolved = (await products.resolveKeyword(kw))!;
        for (const [name, query, filter] of filters) {
          for (const [sort, orderBy] of SORTS) {
            for (const current of [1, 3]) {
              const q = searchProdPageQuery.parse({
                prodName: kw,
                size: "10",
                current: String(current),
                sort,
                orderBy,
                ...query,
              });
              const { sort: key, desc } = sortOf(q.sort, q.orderBy);
              const s = pageStatement({ ...resolved, ...filter }, key, desc, 10, (current - 1) * 10);
              const full = (await t.ctx.database.query<CardRow>(s.text, s.params)).map((r) => r.prod_id);
              products.invalidate();
              if (warm) await products.search({ ...q, current: current + 1 }, "zh");
              const page = await products.search(q, "zh");
              expect(
                page.records.map((r) => r.prodId),
                `${kw}, ${name}, sort=${sort} orderBy=${orderBy} page ${current}`,
              ).toEqual(full);
            }
          }
        }
      }
    },
    120_000,
  );

  it.each<[KeySort, boolean]>([
    ["price", false],
    ["price", true],
    ["sales", true],
    ["sales", false],
    ["newest", true],
    ["newest", false],
  ])("a head band by %s (desc %s) holds exactly the first hits of the order", async (sort, desc) => {
    const products = new ProductSearch(t.ctx);
    for (const kw of ["手机", "鞋", "数码港"]) {
      const f = (await products.resolveKeyword(kw))!;
      const probe = probeStatement(f, sort, 30);
      const keys = await t.ctx.database.query<ProbeRow>(probe.text, probe.params);
      expect(keys.length, kw).toBe(30);
      keys.sort((a, b) => (Number(a.rank) - Number(b.rank)) * (desc ? -1 : 1));
      const s = pageStatement(f, sort, desc, 40, 0);
      const full = (await t.ctx.database.query<CardRow>(s.text, s.params)).map((r) => r.prod_id);
      // A band up to the 3rd sampled key (a few hits: thinner than the page), and up to the last.
      for (const key of [keys[2]!.key, keys.at(-1)!.key]) {
        const b = bandStatement(f, sort, desc, key, 40);
        const band = (await t.ctx.database.query<WalkRow>(b.text, b.params)).map((r) => r.prod_id);
        expect(band.length, kw).toBeGreaterThan(0);
        expect(band, `${kw} up to ${key}`).toEqual(full.slice(0, band.length));
      }
    }
  });

  it("a head band of the top relevance tier by sales holds exactly the first hits of the relevance order", async () => {
    const products = new ProductSearch(t.ctx);
    for (const kw of ["手机", "鞋", "数码港", "PHO"]) {
      const f = (await products.resolveKeyword(kw))!;
      const probe = probeStatement(f, "sales", 30);
      const keys = await t.ctx.database.query<ProbeRow>(probe.text, probe.params);
      keys.sort((a, b) => Number(b.rank) - Number(a.rank));
      const s = pageStatement(f, "relevance", true, 40, 0);
      const full = (await t.ctx.database.query<CardRow>(s.text, s.params)).map((r) => r.prod_id);
      for (const key of [keys[2]!.key, keys.at(-1)!.key]) {
        const b = bandStatement(f, "sales", true, key, 40, true);
        const band = (await t.ctx.database.query<WalkRow>(b.text, b.params)).map((r) => r.prod_id);
        // 数码港 names a shop, not its products: no product reaches the top tier.
        if (kw !== "数码港") expect(band.length, kw).toBeGreaterThan(0);
        expect(band, `${kw} up to ${key}`).toEqual(full.slice(0, band.length));
      }
    }
  });
});

describe("hit bound from lexeme statistics", () => {
  const stats = toTermStats({ elems: ["手机", "蓝牙", "鞋"], freqs: [0.09, 0.013, 0.08, 0.01, 0.09], rows: 200_000 });

  it.each<[string, number | null]>([
    ["手机", 18_000],
    ["鞋", 16_000],
    // The rarest bigram bounds the term; an unlisted one is rarer than the rarest listed.
    ["蓝牙 & 牙耳 & 耳机", 2_000],
    ["蓝牙", 2_600],
    // Prefix words and alternatives cannot be bounded by a lexeme list.
    ["pho:*", null],
    ["(iphone15:* | iphone & 15:*)", null],
  ])("%s → %s", (tsQuery, bound) => {
    expect(hitBound(stats, tsQuery)).toBe(bound);
  });

  it("says nothing before the table is analyzed", () => {
    expect(toTermStats({ elems: null, freqs: null, rows: -1 })).toBeNull();
    expect(hitBound(null, "手机")).toBeNull();
  });
});
