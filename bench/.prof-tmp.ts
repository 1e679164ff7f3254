// Times each statement of a search, warm (not committed).
import { loadConfig } from "../apps/api/src/config.ts";
import type { AppContext } from "../apps/api/src/context.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import * as Q from "../apps/api/src/modules/search/product-query.ts";
import { ProductSearch } from "../apps/api/src/modules/search/product-search.ts";
const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/search16c_bench" });
const ctx = { config: loadConfig({}), database } as unknown as AppContext;
const search = new ProductSearch(ctx);
async function time(name: string, s: Q.Statement) {
  const xs: number[] = [];
  let n = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    n = (await database.query(s.text, s.params)).length;
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(28)} rows ${String(n).padStart(4)}  min ${xs[0]!.toFixed(1)}  med ${xs[7]!.toFixed(1)}  max ${xs[14]!.toFixed(1)}`);
}
for (const kw of (process.argv[2] ?? "手机,鞋,蓝牙耳机,PHO").split(",")) {
  const r = (await search.resolveKeyword(kw))!;
  console.log(kw);
  await time("facet 500", Q.facetStatement(r, 30, true, 500));
  await time("facet 200", Q.facetStatement(r, 30, true, 200));
  await time("density 2%", Q.densityStatement(r, 2));
  await time("count", Q.countStatement(r));
  for (const [sort, desc] of [["relevance", true], ["sales", true], ["price", false], ["price", true], ["newest", true]] as const) {
    await time(`walk ${sort} ${desc}`, Q.walkStatement(r, sort, desc, 20, sort === "relevance" ? 5000 : 2000));
    await time(`full page ${sort} ${desc}`, Q.pageStatement(r, sort, desc, 20, 0));
  }
}
await database.close();
