import type { TestApp } from "../../../test/harness.ts";
import { searchText } from "./tokenize.ts";

/**
 * Test-only: inserts a product the way the seed does (search vector: names weight A, brand and
 * category path names weight B — ADR 0002), so search tests can add exactly the names they need.
 */
export interface FixtureProduct {
  shopId: number;
  categoryId: number;
  brandId: number;
  nameZh: string;
  nameEn: string;
  /** Fen. */
  price: number;
  status?: number;
  createdAt?: Date;
  salesAttrs?: { nameZh: string; nameEn: string; values: { zh: string; en: string }[] }[];
  /** One SKU per entry: its properties in salesAttrs order, price (fen) and stock. */
  skus?: { values: [zh: string, en: string][]; price: number; stock: number }[];
  contentZh?: string;
  soldNum?: number;
  shopCategoryId?: number | null;
}

export async function insertProduct(t: TestApp, p: FixtureProduct): Promise<number> {
  const db = t.ctx.database;
  const [brand] = await db.query<{ name: string; name_en: string }>(
    "select name, name_en from brands where brand_id = $1",
    [p.brandId],
  );
  const path = await db.query<{ name_zh: string; name_en: string }>(
    `with recursive up as (
       select category_id, parent_id, name_zh, name_en from categories where category_id = $1
       union all select c.category_id, c.parent_id, c.name_zh, c.name_en from categories c join up on c.category_id = up.parent_id)
     select name_zh, name_en from up`,
    [p.categoryId],
  );
  const attrs = p.salesAttrs ?? [];
  const skus = p.skus ?? [{ values: [], price: p.price, stock: 10 }];
  const totalStock = skus.reduce((s, k) => s + k.stock, 0);
  const [row] = await db.query<{ prod_id: number }>(
    `insert into products (shop_id, category_id, brand_id, name_zh, name_en, pic, imgs, price, ori_price, total_stock, sold_num,
       status, content_zh, content_en, sales_attrs, created_at, shop_category_id, search_vector)
     values ($1, $2, $3, $4, $5, '/files/prod/1.webp', '["/files/prod/1.webp"]', $6, $6, $7, $8, $9, $10, $10, $11::jsonb, $12,
       $13, setweight(to_tsvector('simple', $14), 'A') || setweight(to_tsvector('simple', $15), 'B'))
     returning prod_id`,
    [
      p.shopId,
      p.categoryId,
      p.brandId,
      p.nameZh,
      p.nameEn,
      p.price,
      totalStock,
      p.soldNum ?? 0,
      p.status ?? 1,
      p.contentZh ?? "",
      JSON.stringify(attrs),
      (p.createdAt ?? new Date()).toISOString(),
      p.shopCategoryId ?? null,
      searchText(p.nameZh, p.nameEn),
      searchText(brand?.name, brand?.name_en, ...path.flatMap((c) => [c.name_zh, c.name_en])),
    ],
  );
  const prodId = row!.prod_id;
  for (const k of skus) {
    const properties = k.values.map(([zh, en], i) => ({
      nameZh: attrs[i]!.nameZh,
      nameEn: attrs[i]!.nameEn,
      valueZh: zh,
      valueEn: en,
    }));
    await db.query(
      "insert into skus (prod_id, properties, price, ori_price, stock) values ($1, $2::jsonb, $3, $3, $4)",
      [prodId, JSON.stringify(properties), k.price, k.stock],
    );
  }
  return prodId;
}

/** The leaf category id with this Chinese name. */
export async function categoryIdOf(t: TestApp, nameZh: string): Promise<number> {
  const [row] = await t.ctx.database.query<{ category_id: number }>(
    "select category_id from categories where name_zh = $1 order by grade desc limit 1",
    [nameZh],
  );
  if (!row) throw new Error(`no category ${nameZh}`);
  return row.category_id;
}

export async function brandIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.ctx.database.query<{ brand_id: number }>("select brand_id from brands where name = $1", [name]);
  if (!row) throw new Error(`no brand ${name}`);
  return row.brand_id;
}
