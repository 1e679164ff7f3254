/**
 * One search's statements, in the order they finish, with their times (issue 16; ADR 0029): where an
 * uncached search spends its time — the page chain (walk → probe → band → cards) against the summary
 * (facet sample, density sample) that runs alongside it.
 *
 *   node --import tsx bench/search-trace.ts --url postgres://postgres@127.0.0.1:5432/souk_bench 鞋 2 0 1
 *   (keyword, sort 0 relevance / 1 sales / 2 price / 3 newest, orderBy 0 asc / 1 desc or "", page)
 *
 * Runs the search uncached six times (caches cleared each time, as bench/search-db.ts does) and prints
 * the last two runs.
 */
import { parseArgs } from "node:util";
import { searchProdPageQuery } from "@souk/contract";
import { loadConfig } from "../apps/api/src/config.ts";
import type { AppContext } from "../apps/api/src/context.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { ProductSearch } from "../apps/api/src/modules/search/product-search.ts";

const { values, positionals } = parseArgs({ options: { url: { type: "string" } }, allowPositionals: true });
if (!values.url) throw new Error("give --url <postgres url> (a database seeded with npm run seed -- --products N)");
const [prodName, sort = "0", orderBy = "", current = "1"] = positionals;
const database = await openDatabase({ url: values.url });
const query = database.query.bind(database);
let log: string[] = [];
database.query = (async (text: string, params?: unknown[]) => {
  const t0 = performance.now();
  const rows = await query(text, params as never);
  log.push(`${(performance.now() - t0).toFixed(1).padStart(6)} ms  ${text.replace(/\s+/g, " ").slice(0, 110)}`);
  return rows;
}) as typeof database.query;
const ctx = { config: loadConfig({}), database, catalogChanges: new CatalogChanges() } as unknown as AppContext;
const search = new ProductSearch(ctx);
const q = searchProdPageQuery.parse({ prodName, size: "20", sort, orderBy: orderBy || undefined, current });
for (let i = 0; i < 6; i++) {
  search.invalidate();
  log = [];
  const t0 = performance.now();
  await search.search(q, "zh");
  if (i >= 4) console.log(`total ${(performance.now() - t0).toFixed(1)} ms\n${log.join("\n")}`);
}
await database.close();
