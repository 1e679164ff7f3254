import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { pick } from "../../infra/http/locale.ts";
import type { Locale } from "@souk/contract";

/*
 * What checkout, cart and orders need from the catalogue: SKU facts whatever their status, and
 * the stock reservation. The catalog service answers only on-shelf products for display, so the
 * few reads and the one conditional stock write the money path needs live here, in one place
 * (like catalog-reads.ts). Stock is only ever changed by these statements:
 *
 *   reserve: UPDATE skus SET stock = stock - n WHERE sku_id = $id AND stock >= n   (all lines in one statement, locks in sku order)
 *   release: UPDATE skus SET stock = stock + n WHERE sku_id = $id                  (once, by the caller's state change)
 *   stock-take: the merchant's edit sets a SKU's stock to the count typed, after lockForStockTake
 *
 * All run inside the caller's transaction (order submit, order cancel, merchant edit), and all lock
 * rows in one order — SKU rows by id, then product rows by id — so they never deadlock each other.
 */

export interface SkuFacts {
  skuId: number;
  prodId: number;
  shopId: number;
  categoryId: number;
  shopType: number;
  prodNameZh: string;
  prodNameEn: string;
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
  price: number;
  oriPrice: number;
  stock: number;
  skuStatus: number;
  prodStatus: number;
  shopStatus: number;
  shopNameZh: string;
  shopNameEn: string;
  /** Grams per piece (0: not set). */
  weight: number;
}

/** Line availability as the cart shows it: 1 can be bought, 0 off the shelf, -1 deleted, 2 sold out. */
export function availability(f: SkuFacts | undefined): 1 | 0 | -1 | 2 {
  if (!f || f.prodStatus === -1 || f.skuStatus === -1) return -1;
  if (f.prodStatus !== 1 || f.skuStatus !== 1 || f.shopStatus !== 1) return 0;
  if (f.stock <= 0) return 2;
  return 1;
}

export function skuName(f: Pick<SkuFacts, "skuNameZh" | "skuNameEn">, locale: Locale): string {
  return pick(locale, f.skuNameZh, f.skuNameEn);
}

type Row = Record<string, unknown>;

function rowsOf(r: unknown): Row[] {
  return (r as { rows: Row[] }).rows;
}

/** The SKUs' facts as one statement's part (`readTogether`), by ids or by a subquery answering them; unknown ids are absent from the map. */
export function skuFactsPart(skuIds: readonly number[] | SQL): ReadPart<Map<number, SkuFacts>> {
  const ids = Array.isArray(skuIds) ? [...new Set(skuIds as readonly number[])] : null;
  const list =
    ids === null
      ? (skuIds as SQL)
      : ids.length === 0
        ? sql`null`
        : sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          );
  return {
    sql: sql`
    select k.sku_id, k.prod_id, p.shop_id, p.category_id, s.shop_type, p.name_zh, p.name_en, k.properties,
           coalesce(nullif(k.pic, ''), p.pic) as pic, k.price, k.ori_price, k.stock, k.status as sku_status, k.weight,
           p.status as prod_status, s.status as shop_status, s.name_zh as shop_name_zh, s.name_en as shop_name_en
      from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
     where k.sku_id in (${list})`,
    decode: (rows) => new Map(rows.map((r) => [Number(r.sku_id), factsOf(r)])),
  };
}

/** Facts of the given SKUs (unknown ids are absent from the map). */
export async function skuFacts(db: Tx, skuIds: readonly number[]): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const part = skuFactsPart(skuIds);
  return part.decode(rowsOf(await db.execute(part.sql)));
}

function factsOf(r: Row): SkuFacts {
  const props = (typeof r.properties === "string" ? JSON.parse(r.properties) : r.properties) as {
    valueZh: string;
    valueEn: string;
  }[];
  return {
    skuId: Number(r.sku_id),
    prodId: Number(r.prod_id),
    shopId: Number(r.shop_id),
    categoryId: Number(r.category_id),
    shopType: Number(r.shop_type),
    prodNameZh: String(r.name_zh),
    prodNameEn: String(r.name_en),
    skuNameZh: (props ?? []).map((p) => p.valueZh).join(" "),
    skuNameEn: (props ?? []).map((p) => p.valueEn || p.valueZh).join(" "),
    pic: String(r.pic ?? ""),
    price: Number(r.price),
    oriPrice: Number(r.ori_price),
    stock: Number(r.stock),
    skuStatus: Number(r.sku_status),
    prodStatus: Number(r.prod_status),
    shopStatus: Number(r.shop_status),
    shopNameZh: String(r.shop_name_zh),
    shopNameEn: String(r.shop_name_en),
    weight: Number(r.weight ?? 0),
  };
}

export interface StockLine {
  skuId: number;
  prodId: number;
  count: number;
  /** The unit price the buyer was shown (fen): when set, the reservation also misses if the SKU's price is no longer this. */
  price?: number;
}

/** Merges lines of the same SKU and sorts by SKU id: every transaction locks SKU rows in one order (no deadlocks). */
function merged(lines: readonly StockLine[]): StockLine[] {
  const m = new Map<number, StockLine>();
  for (const l of lines) {
    const prev = m.get(l.skuId);
    m.set(l.skuId, prev ? { ...prev, count: prev.count + l.count } : { ...l });
  }
  return [...m.values()].sort((a, b) => a.skuId - b.skuId);
}

/**
 * Reserves stock for every line, atomically per line (`stock >= n` in the UPDATE itself — never
 * read-then-write), in one statement: the SKU rows are locked in id order (the `locked` CTE, ORDER
 * BY … FOR UPDATE locks in sorted order), then the product rows in id order, like releaseStock's
 * statements. A line with a `price` also needs the SKU still at that price. Answers the SKU ids
 * that could not be reserved; when that list is not empty the caller must roll its transaction
 * back (the other lines stay reserved until then).
 */
export async function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<number[]> {
  const r = reservationCtes(lines);
  if (!r) return [];
  const res = await tx.execute(sql`with ${r.ctes} select sku_id from taken`);
  const taken = new Set(rowsOf(res).map((x) => Number(x.sku_id)));
  return r.skuIds.filter((id) => !taken.has(id));
}

/**
 * reserveStock's statement as CTEs, for a caller that makes it part of one larger statement
 * (submit, ADR 0031): `want(sku_id, n, price)` the merged lines, `taken(sku_id, prod_id, n)` the
 * SKUs reserved, and the SKU and product locks in id order. `after`, a boolean condition on CTEs
 * written before these, is checked before any SKU row is locked: the caller's earlier locks are
 * taken first (its statement's lock order), and nothing is reserved when it is false. Null when
 * there is no line.
 */
export function reservationCtes(
  lines: readonly StockLine[],
  after: SQL = sql`true`,
): { ctes: SQL; skuIds: number[] } | null {
  const all = merged(lines);
  if (all.length === 0) return null;
  const values = sql.join(
    all.map((l) => sql`(${l.skuId}::int, ${l.count}::int, ${l.price ?? null}::bigint)`),
    sql`, `,
  );
  const ids = sql.join(
    all.map((l) => sql`${l.skuId}::int`),
    sql`, `,
  );
  const ctes = sql`want(sku_id, n, price) as (values ${values}),
    locked as materialized (select sku_id from skus where sku_id in (${ids}) and (${after}) order by sku_id for update),
    taken as (
      update skus k set stock = k.stock - w.n
        from want w, locked l
       where k.sku_id = w.sku_id and l.sku_id = w.sku_id and k.stock >= w.n and k.status = 1
         and (w.price is null or k.price = w.price)
      returning k.sku_id, k.prod_id, w.n
    ),
    per_product as (select prod_id, sum(n)::int as n from taken group by prod_id),
    products_locked as materialized (
      select p.prod_id from products p where p.prod_id in (select prod_id from per_product) order by p.prod_id for update
    ),
    moved as (
      update products p set total_stock = greatest(p.total_stock - pp.n, 0)
        from per_product pp, products_locked pl
       where p.prod_id = pp.prod_id and pl.prod_id = pp.prod_id
    )`;
  return { ctes, skuIds: all.map((l) => l.skuId) };
}

/** Gives reserved stock back. Call only when the caller's own state change (order → cancelled) happened in this transaction. */
export async function releaseStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const all = merged(lines);
  for (const l of all) await tx.execute(sql`update skus set stock = stock + ${l.count} where sku_id = ${l.skuId}`);
  await adjustProductStock(tx, all, 1);
}

/** Sums per product, in product id order (after the SKU rows): product rows are locked in one order by every transaction. */
function perProduct(lines: readonly StockLine[]): [number, number][] {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l.prodId, (m.get(l.prodId) ?? 0) + l.count);
  return [...m].sort((a, b) => a[0] - b[0]);
}

/** products.total_stock follows its SKUs' stock (a display figure; the SKU CHECK is the guard). */
async function adjustProductStock(tx: Tx, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  for (const [prodId, n] of perProduct(lines)) {
    await tx.execute(
      sql`update products set total_stock = greatest(total_stock + ${sign * n}, 0) where prod_id = ${prodId}`,
    );
  }
}

/**
 * Before a merchant's stock-take of one product: locks its SKU rows by id, then the product row —
 * the order reserve and release use — so an edit racing buyers waits for them instead of
 * deadlocking. A buyer that reserved before the edit is overwritten by the count typed (a stock-take
 * states what is there to sell); one that reserves after it takes from that count.
 */
export async function lockForStockTake(tx: Tx, prodId: number): Promise<void> {
  await tx.execute(sql`select sku_id from skus where prod_id = ${prodId} order by sku_id for update`);
  await tx.execute(sql`select prod_id from products where prod_id = ${prodId} for update`);
}

/** After a stock-take: products.total_stock is again the sum of its on-sale SKUs. */
export async function syncProductStock(tx: Tx, prodId: number): Promise<void> {
  await tx.execute(
    sql`update products set total_stock = (select coalesce(sum(stock), 0) from skus where prod_id = ${prodId} and status = 1) where prod_id = ${prodId}`,
  );
}

/** Counts paid pieces as sold (products.sold_num), when orders are paid. */
export async function addSold(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const [prodId, n] of perProduct(lines)) {
    await tx.execute(sql`update products set sold_num = sold_num + ${n} where prod_id = ${prodId}`);
  }
}
