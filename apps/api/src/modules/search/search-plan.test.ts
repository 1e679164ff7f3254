import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { inTransaction } from "../../seed/sql.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { countStatement, facetStatement, pageStatement, walkStatement, type Statement } from "./product-query.ts";
import { searchServiceOf } from "./service.ts";

/*
 * The search conditions must be served by the GIN index product_search_vector_idx (ADR 0002), on PGlite
 * and PostgreSQL alike. Plans depend on table size and statistics: the search projection of a
 * 3,000-product test catalogue is ~200 pages, which the planner rightly reads whole, so sequential
 * scans are priced out (enable_seqscan = off): a condition no index can serve still scans the
 * table and fails these tests; the 200k-product plans are in bench/search-db.ts's EXPLAIN.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(3000);
}, 120_000);
afterAll(async () => t.close());

async function plan(s: Statement, walk = false): Promise<string> {
  const rows = await inTransaction(t.ctx.database, async (exec) => {
    await exec("set local enable_seqscan = off");
    // A keyword's conditions: priced against bitmap scans only (PostgreSQL would rather read a
    // small table through any btree in full than build a bitmap); a walk is an index scan.
    if (!walk) await exec("set local enable_indexscan = off");
    return exec<Record<string, string>>(`explain ${s.text}`, s.params);
  });
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("search query plans", () => {
  it.each(["手机", "蓝牙耳机", "鞋", "PHO", "数码港", "星耀 充电器"])(
    "%s uses product_search_vector_idx",
    async (kw) => {
      const resolved = (await searchServiceOf(t.ctx).products.resolveKeyword(kw))!;
      for (const s of [
        pageStatement(resolved, "relevance", true, 20, 0),
        pageStatement(resolved, "price", false, 20, 0),
        countStatement(resolved),
        facetStatement(resolved, 30, true, 2000),
      ]) {
        const text = await plan(s);
        expect(text, text).toContain("product_search_vector_idx");
        expect(text, text).not.toMatch(/Seq Scan on product/);
      }
    },
  );

  it("a keyword page walks the sort's on-shelf index, never the whole table (issue 16)", async () => {
    const resolved = (await searchServiceOf(t.ctx).products.resolveKeyword("手机"))!;
    const walk = (sort: "relevance" | "sales" | "price" | "newest", desc: boolean) =>
      // A walk shorter than this catalogue (a longer one may read the whole small table and sort it).
      plan(walkStatement(resolved, sort, desc, 20, 50), true);
    expect(await walk("relevance", true)).toContain("product_search_sold_idx");
    expect(await walk("sales", true)).toContain("product_search_sold_idx");
    expect(await walk("price", false)).toContain("product_search_price_idx");
    expect(await walk("price", true)).toContain("product_search_price_idx");
    expect(await walk("newest", true)).toContain("product_search_created_idx");
    for (const s of ["relevance", "sales", "price", "newest"] as const)
      expect(await walk(s, false)).not.toMatch(/Seq Scan on product/);
  });

  it("browsing by sales or price reads the partial on-shelf indexes, not the whole table", async () => {
    expect(await plan(pageStatement({}, "sales", true, 20, 0), true)).toContain("product_search_sold_idx");
    expect(await plan(pageStatement({}, "price", false, 20, 0), true)).toContain("product_search_price_idx");
  });
});
