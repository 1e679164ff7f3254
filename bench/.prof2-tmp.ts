import { loadConfig } from "../apps/api/src/config.ts";
import type { AppContext } from "../apps/api/src/context.ts";
import { openDatabase } from "../apps/api/src/infra/db/client.ts";
import * as Q from "../apps/api/src/modules/search/product-query.ts";
import { ProductSearch } from "../apps/api/src/modules/search/product-search.ts";
const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/search16c_bench" });
const ctx = { config: loadConfig({}), database } as unknown as AppContext;
const search = new ProductSearch(ctx);
async function time(name: string, fn: () => Promise<number>) {
  const xs: number[] = [];
  let n = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    n = await fn();
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(28)} rows ${String(n).padStart(4)}  min ${xs[0]!.toFixed(1)}  med ${xs[7]!.toFixed(1)}  max ${xs[14]!.toFixed(1)}`);
}
for (const kw of (process.argv[2] ?? "手机,鞋,蓝牙耳机,PHO").split(",")) {
  const r = (await search.resolveKeyword(kw))!;
  console.log(kw);
  for (const [sort, desc] of [["sales", true], ["price", false], ["price", true], ["newest", true]] as const) {
    await time(`probe+band ${sort} ${desc}`, async () => {
      const p = Q.probeStatement(r, sort, 100);
      const keys = await database.query<Q.ProbeRow>(p.text, p.params);
      keys.sort((a, b) => (Number(a.rank) - Number(b.rank)) * (desc ? -1 : 1));
      const b = Q.bandStatement(r, sort, desc, keys[4]!.key, 20);
      return (await database.query(b.text, b.params)).length;
    });
  }
}
await database.close();
