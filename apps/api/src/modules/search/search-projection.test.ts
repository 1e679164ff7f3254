import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import type { Tx } from "../../infra/db/client.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { addSold, releaseStock, reserveStock, syncProductStock } from "../catalog/inventory.ts";
import { insertProduct, searchVectorOf, setProductStatus, updateProduct } from "../merchant/queries.ts";
import { countStatement, pageStatement, type Statement } from "./product-query.ts";
import { searchServiceOf } from "./service.ts";
import { searchText } from "./tokenize.ts";

/*
 * Search reads the projection product_search (migration 0027, ADR 0029), kept in sync with
 * products by a trigger. Every write path of the app — merchant edits and shelf changes, stock
 * reserved and released by orders, sales counted at payment, stock-takes, new products — must
 * leave the two identical in the same transaction, so a buyer never finds a product that was
 * just taken down, nor misses one just renamed.
 */
let t: TestApp;
interface Fixture {
  prod_id: number;
  shop_id: number;
  category_id: number;
  sku_id: number;
}
let fixtures: Fixture[];
beforeAll(async () => {
  t = await createSeededApp();
  fixtures = await t.ctx.database.query<Fixture>(
    `select p.prod_id, p.shop_id, p.category_id, min(k.sku_id)::int as sku_id
     from products p join skus k on k.prod_id = p.prod_id and k.status = 1 and k.stock > 5
     where p.status = 1 group by p.prod_id order by p.prod_id limit 10`,
  );
}, 120_000);
afterAll(async () => t.close());

/** Products whose projection differs from them (or is missing): none, whatever was written. */
function drift(tx: Tx) {
  const cols = [
    "price",
    "created_at",
    "shop_id",
    "category_id",
    "shop_category_id",
    "brand_id",
    "sold_num",
    "total_stock",
    "status",
    "name_zh",
    "name_en",
    "sales_attrs",
  ];
  const of = (a: string) => [...cols.map((c) => `${a}.${c}`), a === "p" ? "strip(p.search_vector)" : "s.search_vector"];
  return tx.execute(
    sql.raw(`select coalesce(p.prod_id, s.prod_id) as prod_id
     from products p full join product_search s on s.prod_id = p.prod_id
     where p.prod_id is null or s.prod_id is null or (${of("p").join(", ")}) is distinct from (${of("s").join(", ")})`),
  );
}

/** A search statement run inside the caller's transaction (test values inlined as literals). */
async function inTx(tx: Tx, s: Statement): Promise<Record<string, unknown>[]> {
  const literal = (v: unknown): string =>
    Array.isArray(v)
      ? `'{${v.join(",")}}'`
      : typeof v === "number"
        ? String(v)
        : `'${String(v).replaceAll("'", "''")}'`;
  const text = s.text.replace(/\$(\d+)/g, (_m, i: string) => literal(s.params[Number(i) - 1]));
  const result = await tx.execute(sql.raw(text));
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as never;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

const WRITES: [string, (tx: Tx, f: Fixture) => Promise<unknown>][] = [
  [
    "merchant edit: names, price, vector",
    (tx, f) =>
      updateProduct(tx, f.prod_id, {
        nameZh: "改名后的商品",
        nameEn: "Renamed product",
        price: 12_345,
        searchVector: searchVectorOf(searchText("改名后的商品", "Renamed product"), searchText("")),
      }),
  ],
  ["merchant takes it off the shelf", (tx, f) => setProductStatus(tx, f.shop_id, f.prod_id, 0, new Date())],
  ["merchant deletes it (status -1)", (tx, f) => updateProduct(tx, f.prod_id, { status: -1 })],
  ["an order reserves stock", (tx, f) => reserveStock(tx, [{ skuId: f.sku_id, prodId: f.prod_id, count: 2 }])],
  ["a cancelled order releases it", (tx, f) => releaseStock(tx, [{ skuId: f.sku_id, prodId: f.prod_id, count: 3 }])],
  ["payment counts pieces sold", (tx, f) => addSold(tx, [{ skuId: f.sku_id, prodId: f.prod_id, count: 4 }])],
  [
    "a stock-take",
    async (tx, f) => {
      await tx.execute(sql`update skus set stock = 77 where sku_id = ${f.sku_id}`);
      await syncProductStock(tx, f.prod_id);
    },
  ],
  ["a description edit (not projected)", (tx, f) => updateProduct(tx, f.prod_id, { contentZh: "新的详情" })],
  [
    "a new product",
    (tx, f) =>
      insertProduct(
        tx,
        {
          shopId: f.shop_id,
          categoryId: f.category_id,
          nameZh: "全新上架商品",
          nameEn: "Brand-new product",
          pic: "/p.png",
          price: 999,
          oriPrice: 999,
          totalStock: 5,
          searchVector: searchVectorOf(searchText("全新上架商品", "Brand-new product"), searchText("")),
        },
        [{ price: 999, oriPrice: 999, stock: 5 }],
      ),
  ],
];

describe("search projection (product_search)", () => {
  it.each(WRITES.map(([name, write], i) => [name, write, i] as const))(
    "%s: the projection equals products in the same transaction",
    async (_name, write, i) => {
      const f = fixtures[i]!;
      await t.ctx.database.db.transaction(async (tx) => {
        await write(tx, f);
        expect(rowsOf(await drift(tx))).toEqual([]);
      });
      expect(rowsOf(await drift(t.ctx.database.db))).toEqual([]);
    },
  );

  it("a renamed product is found by its new name, a taken-down one no longer, within the transaction", async () => {
    const products = searchServiceOf(t.ctx).products;
    const [renamed, takenDown] = fixtures.slice(-2) as [Fixture, Fixture];
    const kw = (await products.resolveKeyword("琉璃盏"))!;
    const found = async (tx: Tx) => (await inTx(tx, pageStatement(kw, "relevance", true, 20, 0))).map((r) => r.prod_id);
    await t.ctx.database.db.transaction(async (tx) => {
      expect(await found(tx)).toEqual([]);
      await updateProduct(tx, renamed.prod_id, {
        nameZh: "琉璃盏茶具",
        searchVector: searchVectorOf(searchText("琉璃盏茶具", "Glaze tea set"), searchText("")),
      });
      await updateProduct(tx, takenDown.prod_id, {
        nameZh: "琉璃盏摆件",
        searchVector: searchVectorOf(searchText("琉璃盏摆件", "Glaze ornament"), searchText("")),
      });
      expect((await found(tx)).sort()).toEqual([renamed.prod_id, takenDown.prod_id].sort());
      await setProductStatus(tx, takenDown.shop_id, takenDown.prod_id, 0, new Date());
      expect(await found(tx)).toEqual([renamed.prod_id]);
      const [count] = await inTx(tx, countStatement(kw));
      expect(count!.total).toBe(1);
    });
  });

  it("a sale moves a product to the top of the best sellers within the transaction", async () => {
    const f = fixtures[0]!;
    const top = (tx: Tx) => inTx(tx, pageStatement({}, "sales", true, 1, 0));
    await t.ctx.database.db.transaction(async (tx) => {
      const [best] = await top(tx);
      expect(best!.prod_id).not.toBe(f.prod_id);
      const [{ sold_num }] = (await inTx(tx, {
        text: `select sold_num from products where prod_id = $1`,
        params: [best!.prod_id],
      })) as [{ sold_num: number }];
      await addSold(tx, [{ skuId: f.sku_id, prodId: f.prod_id, count: sold_num + 1 }]);
      expect((await top(tx))[0]!.prod_id).toBe(f.prod_id);
    });
  });
});
