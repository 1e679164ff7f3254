/**
 * Search quality on the judged query set (ADR 0036): recall@10 and nDCG@10 of every query of
 * `bench/search-judged.json`, keywords as typed (the search before ADR 0036, in the same run) and
 * as read (pinyin, homophones, typos, synonyms, the zero-result fallback). Run against the demo
 * catalogue:
 *
 *   SOUK_DATA_DIR=/tmp/souk-demo npm run seed -- --reset
 *   node --import tsx bench/search-quality.ts --data-dir /tmp/souk-demo/pglite
 *   node --import tsx bench/search-quality.ts --url postgres://postgres@127.0.0.1:5432/souk_demo
 *
 * The set: 47 leaf categories of the demo tree, each searched in Chinese, full pinyin, initials,
 * Chinese + pinyin, English and English with one letter dropped; homophone misspellings; words
 * of the synonym list; shop names in Chinese, pinyin and initials. Each query names its intent
 * (a leaf category's Chinese name, or a shop's), and the products that must be in the top 10 are
 * the intent's: on-shelf products of open shops in that category or whose Chinese name says it —
 * what a buyer typing the Chinese term wants (shops: that shop). recall@10 = the share of
 * min(10, relevant) found in the first 10; nDCG@10 with binary gains.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { searchProdPageQuery, searchShopPageQuery, type Locale } from "@souk/contract";
import { loadConfig } from "../apps/api/src/config.ts";
import type { AppContext } from "../apps/api/src/context.ts";
import { CatalogChanges } from "../apps/api/src/infra/cache/catalog-changes.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import { asTyped } from "../apps/api/src/modules/search/interpret.ts";
import { ProductSearch } from "../apps/api/src/modules/search/product-search.ts";
import { searchShops } from "../apps/api/src/modules/search/shop-search.ts";
import { SearchService } from "../apps/api/src/modules/search/service.ts";

interface Judged {
  q: string;
  kind: string;
  lang: Locale;
  mode: "prod" | "shop";
  intent: string;
}

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, url: { type: "string" } } });
if (!values.url && !values["data-dir"]) throw new Error("give --data-dir <pglite dir> or --url <postgres url>");
const database = await openDatabase(values.url ? { url: values.url } : { dataDir: values["data-dir"] });
const ctx = { config: loadConfig({}), database, catalogChanges: new CatalogChanges() } as unknown as AppContext;
const { queries } = JSON.parse(readFileSync(new URL("./search-judged.json", import.meta.url), "utf8")) as {
  queries: Judged[];
};

const asTypedSearch = new ProductSearch(ctx, { readKeywords: false });
const service = new SearchService(ctx);

async function relevant(j: Judged): Promise<Set<number>> {
  const rows =
    j.mode === "shop"
      ? await database.query<{ id: number }>("select shop_id as id from shops where status = 1 and name_zh = $1", [
          j.intent,
        ])
      : await database.query<{ id: number }>(
          `select p.prod_id as id from product_search p join categories c on c.category_id = p.category_id
           where p.status = 1 and p.shop_id in (select shop_id from shops where status = 1)
             and (c.name_zh = $1 or p.name_zh like '%' || $1 || '%')`,
          [j.intent],
        );
  return new Set(rows.map((r) => r.id));
}

async function top10(j: Judged, read: boolean): Promise<number[]> {
  if (j.mode === "shop") {
    const q = searchShopPageQuery.parse({ shopName: j.q, size: 10 });
    const page = read ? await service.searchShops(q, j.lang) : await searchShops(ctx, q, j.lang, asTyped(j.q));
    return page.records.map((s) => s.shopId);
  }
  const q = searchProdPageQuery.parse({ prodName: j.q, size: 10 });
  const page = read ? await service.searchProducts(q, j.lang) : await asTypedSearch.search(q, j.lang);
  return page.records.map((p) => p.prodId);
}

function score(found: number[], rel: Set<number>): { recall: number; ndcg: number } {
  const ideal = Math.min(10, rel.size);
  if (ideal === 0) return { recall: 1, ndcg: 1 };
  let dcg = 0;
  let hits = 0;
  found.slice(0, 10).forEach((id, i) => {
    if (rel.has(id)) {
      hits++;
      dcg += 1 / Math.log2(i + 2);
    }
  });
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  return { recall: hits / ideal, ndcg: dcg / idcg };
}

type Scores = { recall: number; ndcg: number };
const rows: { j: Judged; before: Scores; after: Scores; empty: boolean }[] = [];
const t0 = performance.now();
for (const j of queries) {
  const rel = await relevant(j);
  if (rel.size === 0) {
    rows.push({ j, before: { recall: 1, ndcg: 1 }, after: { recall: 1, ndcg: 1 }, empty: true });
    continue;
  }
  rows.push({ j, before: score(await top10(j, false), rel), after: score(await top10(j, true), rel), empty: false });
}
const judged = rows.filter((r) => !r.empty);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const line = (name: string, rs: typeof judged) =>
  console.log(
    `  ${name.padEnd(14)} ${String(rs.length).padStart(4)}   recall@10 ${mean(rs.map((r) => r.before.recall)).toFixed(3)} → ${mean(
      rs.map((r) => r.after.recall),
    ).toFixed(
      3,
    )}   nDCG@10 ${mean(rs.map((r) => r.before.ndcg)).toFixed(3)} → ${mean(rs.map((r) => r.after.ndcg)).toFixed(3)}`,
  );
console.log(
  `${database.kind}: ${judged.length} judged queries (${rows.length - judged.length} skipped: intent absent from this catalogue), ${(
    (performance.now() - t0) /
    1000
  ).toFixed(1)} s; as typed → as read`,
);
for (const kind of [...new Set(judged.map((r) => r.j.kind))])
  line(
    kind,
    judged.filter((r) => r.j.kind === kind),
  );
line("all", judged);
const worse = judged.filter((r) => r.after.ndcg < r.before.ndcg - 1e-9);
console.log(
  `exact Chinese queries ranking worse than as typed: ${worse.filter((r) => r.j.kind === "chinese").length}; any query: ${worse.length}`,
);
for (const r of worse)
  console.log(`  [${r.j.kind}] ${r.j.q}: nDCG ${r.before.ndcg.toFixed(3)} → ${r.after.ndcg.toFixed(3)}`);
const missed = judged.filter((r) => r.after.recall < 1);
console.log(`queries below recall@10 1.0 as read: ${missed.length}`);
for (const r of missed) console.log(`  [${r.j.kind}] ${r.j.q} (${r.j.intent}): ${r.after.recall.toFixed(2)}`);
await database.close();
