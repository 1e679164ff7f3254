import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { toTsQuery } from "../modules/search/tokenize.ts";
import { TOPS } from "./fixtures/catalog.ts";
import { DEFAULT_PRODUCTS, seed, seedIfEmpty } from "./index.ts";
import { buildPlan } from "./plan.ts";
import { makeProduct } from "./products.ts";
import { createSeededApp, TEST_PRODUCTS } from "./test-support.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const q = <T = Row>(sql: string, params?: unknown[]) => t.ctx.database.query<T>(sql, params);
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("demo marketplace seed", () => {
  it("keeps the full-size default at 1,000 products or more", () => {
    expect(DEFAULT_PRODUCTS).toBeGreaterThanOrEqual(1000);
  });

  it("is deterministic: a product does not depend on how many are generated", () => {
    const plan = buildPlan();
    const a = makeProduct(42, plan, 1);
    const b = makeProduct(42, buildPlan(), 1);
    expect(b).toEqual(a);
  });

  it("names in a product's title only the variant values every SKU shares (issue 17)", () => {
    const plan = buildPlan();
    let multi = 0;
    for (let id = 1; id <= 300; id++) {
      const { product, skus } = makeProduct(id, plan, 1);
      const width = skus[0]!.properties.length;
      for (let i = 0; i < width; i++) {
        const values = new Set(skus.map((k) => k.properties[i]!.valueZh));
        if (values.size < 2) continue;
        multi++;
        // A value that varies (8GB+128GB vs 12GB+256GB, 曜石黑 vs 冰川蓝) is in neither title.
        // The seed appends variant values at the end of a title: a varying one is not there.
        for (const k of skus) {
          const { valueZh, valueEn } = k.properties[i]!;
          expect(product.nameZh.endsWith(` ${valueZh}`), `${id}: ${product.nameZh}`).toBe(false);
          expect(product.nameEn.endsWith(` ${valueEn}`), `${id}: ${product.nameEn}`).toBe(false);
        }
      }
    }
    expect(multi).toBeGreaterThan(50);
  });

  it("creates the requested products, each with SKUs", async () => {
    const [c] = await q("select count(*)::int as n, count(distinct category_id)::int as cats from products");
    expect(c!.n).toBe(TEST_PRODUCTS);
    const [orphans] = await q(
      "select count(*)::int as n from products p where not exists (select 1 from skus s where s.prod_id = p.prod_id)",
    );
    expect(orphans!.n).toBe(0);
  });

  it("gives every product SKUs that are exactly the cartesian product of its sales attributes", async () => {
    const products = await q("select prod_id, sales_attrs from products order by prod_id");
    const skus = await q("select prod_id, properties from skus order by sku_id");
    const byProd = new Map<number, Row[]>();
    for (const s of skus) byProd.set(s.prod_id, [...(byProd.get(s.prod_id) ?? []), s]);
    for (const p of products) {
      const attrs = p.sales_attrs as { nameZh: string; nameEn: string; values: { zh: string; en: string }[] }[];
      const expected = attrs.reduce<string[][]>(
        (combos, a) => combos.flatMap((c) => a.values.map((v) => [...c, `${a.nameZh}:${v.zh}`])),
        [[]],
      );
      const actual = byProd
        .get(p.prod_id)!
        .map((s) => (s.properties as { nameZh: string; valueZh: string }[]).map((x) => `${x.nameZh}:${x.valueZh}`));
      expect(actual.map((x) => x.join("|")).sort()).toEqual(expected.map((x) => x.join("|")).sort());
      for (const s of byProd.get(p.prod_id)!) {
        expect((s.properties as { nameEn: string }[]).map((x) => x.nameEn)).toEqual(attrs.map((a) => a.nameEn));
      }
    }
  });

  it("prices products at their cheapest SKU, in fen, with ori_price ≥ price everywhere", async () => {
    const rows = await q(
      `select p.prod_id, p.price, p.ori_price, p.total_stock, min(s.price) as min_price, sum(s.stock)::int as stock,
              bool_and(s.ori_price >= s.price) as sku_ori_ok
       from products p join skus s on s.prod_id = p.prod_id group by p.prod_id`,
    );
    for (const r of rows) {
      expect(Number(r.price)).toBe(Number(r.min_price));
      expect(Number(r.ori_price)).toBeGreaterThanOrEqual(Number(r.price));
      expect(Number.isInteger(Number(r.price))).toBe(true);
      expect(r.sku_ori_ok).toBe(true);
      expect(r.total_stock).toBe(r.stock);
    }
  });

  it("includes zero-stock SKUs, a sold-out product and off-shelf products", async () => {
    const [z] = await q("select count(*)::int as n from skus where stock = 0");
    expect(z!.n).toBeGreaterThan(0);
    const [off] = await q("select count(*)::int as n from products where status = 0");
    expect(off!.n).toBeGreaterThan(0);
    const [soldOut] = await q("select count(*)::int as n from products where total_stock = 0");
    expect(soldOut!.n).toBeGreaterThan(0);
  });

  it("has bilingual names, rich content, specs and pictures on every product", async () => {
    const rows = await q(
      "select name_zh, name_en, brief_zh, brief_en, content_zh, content_en, specs, imgs, pic, search_vector::text as sv from products",
    );
    for (const r of rows) {
      expect(r.name_zh).toMatch(/\p{Script=Han}/u);
      expect(r.name_en).toMatch(/^[\x20-\x7e×—]+$/);
      expect(r.brief_zh.length).toBeGreaterThan(4);
      expect(r.content_zh).toContain("<img");
      expect(r.content_en).toContain("<table>");
      expect(r.specs.length).toBeGreaterThan(1);
      expect(r.imgs[0]).toBe(r.pic);
      expect(r.sv.length).toBeGreaterThan(10);
    }
  });

  it("creates ≥ 12 shops: mostly open, one closed, one offline, one self-run", async () => {
    const shops = await q(
      "select shop_id, status, shop_type, name_zh, name_en, search_vector is not null as sv from shops order by shop_id",
    );
    expect(shops.length).toBeGreaterThanOrEqual(12);
    expect(shops.filter((s) => s.status === 1).length).toBeGreaterThan(shops.length / 2);
    expect(shops.some((s) => s.status === 0)).toBe(true);
    expect(shops.some((s) => s.status === 2)).toBe(true);
    expect(shops.find((s) => s.shop_id === 1)!.shop_type).toBe(1);
    expect(shops.every((s) => s.sv)).toBe(true);
  });

  it("links brands to leaf categories of their own top category", async () => {
    const plan = buildPlan();
    const rows = await q(
      "select bc.brand_id, c.grade, c.category_id from brand_categories bc join categories c using (category_id)",
    );
    expect(rows.every((r) => r.grade === 3)).toBe(true);
    const leafTop = new Map(plan.leaves.map((l) => [l.categoryId, l.top]));
    for (const r of rows) expect(plan.brands[r.brand_id - 1]!.top).toBe(leafTop.get(r.category_id));
    expect(new Set(rows.map((r) => r.category_id)).size).toBe(plan.leaves.length);
    expect(plan.leaves.length).toBeGreaterThanOrEqual(80);
    expect(TOPS.length).toBeGreaterThan(9);
  });

  it("fills search vectors that the tokenizer's queries find (2-char, 1-char, Latin prefix)", async () => {
    const count = async (text: string) =>
      (
        await q<{ n: number }>(
          "select count(*)::int as n from products where search_vector @@ to_tsquery('simple', $1)",
          [toTsQuery(text)],
        )
      )[0]!.n;
    const [phones] = await q("select count(*)::int as n from products where name_zh like '%手机%'");
    expect(await count("手机")).toBeGreaterThanOrEqual(phones!.n);
    expect(await count("手机")).toBeGreaterThan(0);
    const [shoes] = await q("select count(*)::int as n from products where name_zh like '%鞋%'");
    expect(await count("鞋")).toBeGreaterThanOrEqual(shoes!.n);
    expect(await count("smartphon")).toBeGreaterThan(0);
    expect(await count("手机数码")).toBeGreaterThan(0); // category names are indexed too
    expect(await count("不存在的商品")).toBe(0);
  });

  it("moves the id sequences past the seeded rows", async () => {
    const [r] = await q<{ id: number }>(
      "insert into brands (name, name_en) values ('测试', 'Test') returning brand_id as id",
    );
    expect(r!.id).toBe(buildPlan().brands.length + 1);
  });

  it("creates the demo buyer", async () => {
    const [u] = await q("select user_name, nick_name, mobile from users where user_name = 'demo'");
    expect(u).toMatchObject({ user_name: "demo", nick_name: "演示买家", mobile: "13800000000" });
  });

  it("gives every seeded shop a staff member of each role besides its owner, all signing in with souk1234", async () => {
    const rows = await q<{ shop_id: number; roles: string }>(
      `select s.shop_id, string_agg(st.role || ':' || st.user_name, ',' order by st.staff_id) as roles
       from shops s join shop_staff st on st.shop_id = s.shop_id group by s.shop_id order by s.shop_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const r of rows)
      expect(r.roles).toBe(
        `owner:shop${r.shop_id},operations:ops${r.shop_id},fulfilment:ship${r.shop_id},service:cs${r.shop_id}`,
      );
    const r = await t.app.inject({
      method: "POST",
      url: "/m/login",
      payload: { userName: `cs${rows[0]!.shop_id}`, passWord: "souk1234" },
    });
    expect(r.json().code).toBe("00000");
  });

  it("seeds only once: seedIfEmpty skips a database with data, seed() refuses", async () => {
    const again = await seedIfEmpty(t.ctx, { products: 5 });
    expect(again.seeded).toBe(false);
    await expect(seed(t.ctx, { products: 5 })).rejects.toThrow(/--reset/);
    const [c] = await q("select count(*)::int as n from products");
    expect(c!.n).toBe(TEST_PRODUCTS);
  });
});
