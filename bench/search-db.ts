/**
 * Search query benchmark (catalog issue; ADR 0002). Run by hand against a seeded database:
 *
 *   SOUK_DATA_DIR=/tmp/souk20k npm run seed -- --products 20000 --reset
 *   node --import tsx bench/search-db.ts --data-dir /tmp/souk20k/pglite [--keywords 手机,蓝牙耳机,PHO]
 *   node --import tsx bench/search-db.ts --url postgres://postgres@127.0.0.1:5432/souk_bench
 *
 * For each keyword: hits, and the best / median / p90 time of the statements one search runs (keyword
 * lookup, page, facets) and of the whole search with and without cached facets, each also as a
 * ratio to a primary-key lookup measured in the same run (the baseline: machine load moves both;
 * the best time is the least sensitive to other work on the machine).
 * Ends with EXPLAIN (ANALYZE, BUFFERS) of the 手机 page query, so the index use is visible.
 */
import { parseArgs } from "node:util";
import { searchProdPageQuery } from "@souk/contract";
import { loadConfig } from "../apps/api/src/config.ts";
import type { AppContext } from "../apps/api/src/context.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { countStatement, facetStatement, pageStatement } from "../apps/api/src/modules/search/product-query.ts";
import { ProductSearch } from "../apps/api/src/modules/search/product-search.ts";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    url: { type: "string" },
    keywords: { type: "string", default: "手机,蓝牙耳机,鞋,PHO" },
    runs: { type: "string", default: "30" },
  },
});
if (!values.url && !values["data-dir"]) throw new Error("give --data-dir <pglite dir> or --url <postgres url>");
const database = await openDatabase(values.url ? { url: values.url } : { dataDir: values["data-dir"] });
const ctx = { config: loadConfig({}), database } as unknown as AppContext;
const search = new ProductSearch(ctx);
const runs = Number(values.runs);

async function measure(fn: () => Promise<unknown>): Promise<{ min: number; median: number; p90: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  return { min: xs[0]!, median: xs[Math.floor(runs / 2)]!, p90: xs[Math.floor(runs * 0.9)]! };
}

const baseline = await measure(() => database.query("select prod_id, name_zh, price from products where prod_id = 1"));
const line = (name: string, m: { min: number; median: number; p90: number }) =>
  console.log(
    `  ${name.padEnd(24)} min ${m.min.toFixed(1).padStart(5)}  median ${m.median.toFixed(1).padStart(6)} ms  p90 ${m.p90.toFixed(1).padStart(6)} ms  ×${(m.median / baseline.median).toFixed(0).padStart(4)} PK lookup`,
  );
const [{ n }] = await database.query<{ n: number }>("select count(*)::int as n from products");
console.log(`${database.kind}, ${n} products; baseline PK lookup median ${baseline.median.toFixed(2)} ms`);

for (const kw of values.keywords!.split(",")) {
  const r = await search.resolveKeyword(kw);
  if (!r) continue;
  const [{ total }] = await database.query<{ total: number }>(countStatement(r).text, countStatement(r).params);
  console.log(`${kw}: ${total} hits`);
  line("keyword lookup", await measure(() => search.resolveKeyword(kw)));
  const run = (s: { text: string; params: unknown[] }) => () => database.query(s.text, s.params);
  line("page, relevance", await measure(run(pageStatement(r, "relevance", true, 20, 0))));
  line("page, price asc", await measure(run(pageStatement(r, "price", false, 20, 0))));
  line("facets + total", await measure(run(facetStatement(r, 30))));
  const q = searchProdPageQuery.parse({ prodName: kw, size: "20" });
  line("search, uncached", await measure(() => (search.invalidate(), search.search(q, "zh"))));
  line("search, facets cached", await measure(() => search.search(q, "zh")));
}
const browse = searchProdPageQuery.parse({ sort: "1", size: "20" });
console.log("browse all by sales (no keyword)");
line(
  "page",
  await measure(() =>
    database.query(pageStatement({}, "sales", true, 20, 0).text, pageStatement({}, "sales", true, 20, 0).params),
  ),
);
line("search, uncached", await measure(() => (search.invalidate(), search.search(browse, "zh"))));
line("search, facets cached", await measure(() => search.search(browse, "zh")));

const r = (await search.resolveKeyword("手机"))!;
const s = pageStatement(r, "relevance", true, 20, 0);
const plan = await database.query<Record<string, string>>(`explain (analyze, buffers) ${s.text}`, s.params);
console.log(plan.map((p) => p["QUERY PLAN"]).join("\n"));
await database.close();
