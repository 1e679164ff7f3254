/**
 * Minimal catalog rows for the collection and footprint tests (not loaded by the app).
 */
import type { TestApp } from "../../../test/harness.ts";

export interface Catalog {
  shopOpen: number;
  shopClosed: number;
  onShelf: number[];
  offShelf: number;
  deleted: number;
}

export async function seedCatalog(t: TestApp): Promise<Catalog> {
  const q = <T>(sql: string, params: unknown[] = []) => t.ctx.database.query<T>(sql, params);
  const [cat] = await q<{ id: number }>(
    "insert into categories (grade, name_zh, name_en) values (1, '手机', 'Phones') returning category_id as id",
  );
  const shop = async (zh: string, en: string, status: number) =>
    (
      await q<{ id: number }>(
        "insert into shops (name_zh, name_en, logo, status) values ($1, $2, '/files/shop/x.webp', $3) returning shop_id as id",
        [zh, en, status],
      )
    )[0]!.id;
  const shopOpen = await shop("好店", "Good Shop", 1);
  const shopClosed = await shop("关店", "Closed Shop", 0);
  const product = async (i: number, status: number) =>
    (
      await q<{ id: number }>(
        "insert into products (shop_id, category_id, name_zh, name_en, pic, price, ori_price, status) values ($1, $2, $3, $4, $5, $6, $7, $8) returning prod_id as id",
        [shopOpen, cat!.id, `商品${i}`, `Product ${i}`, `/files/prod/${i}.webp`, 1999 + i, 2999 + i, status],
      )
    )[0]!.id;
  const onShelf = [];
  for (let i = 1; i <= 5; i++) onShelf.push(await product(i, 1));
  return { shopOpen, shopClosed, onShelf, offShelf: await product(90, 0), deleted: await product(91, -1) };
}
