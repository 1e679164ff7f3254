import { promotionWhere, type PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "../../infra/db/client.ts";
import { discounts, products, shops } from "../../infra/db/schema/index.ts";

/* Discount activity reads and writes (the service keeps the rules and the views). */

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = typeof discounts.$inferInsert;

/** Running activities of the shops at `at`, oldest first. */
export async function runningOfShops(db: Tx, shopIds: readonly number[], at: Date): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.status, 1),
        lte(discounts.startTime, at),
        gt(discounts.endTime, at),
        inArray(discounts.shopId, [...shopIds]),
      ),
    )
    .orderBy(asc(discounts.discountId));
}

/** Activities of the shops on at `at` or later (running or upcoming: status 1, not ended), oldest first. */
export async function openOfShops(db: Tx, shopIds: readonly number[], at: Date): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(and(eq(discounts.status, 1), gt(discounts.endTime, at), inArray(discounts.shopId, [...shopIds])))
    .orderBy(asc(discounts.discountId));
}

/** Products of open shops on sale at a running limited-time price at `at`: ending soonest first. */
export async function offerProductIds(database: Database, limit: number, at: Date): Promise<number[]> {
  const rows = await database.query<{ prod_id: number }>(
    `select p.prod_id from discounts d
       join shops s on s.shop_id = d.shop_id and s.status = 1
       join products p on p.shop_id = d.shop_id and p.status = 1
                      and (d.suitable_spu_type = 0 or p.prod_id = any(d.spu_ids))
      where d.status = 1 and d.activity_type = 1 and d.start_time <= $1 and d.end_time > $1
      order by d.end_time, p.sold_num desc, p.prod_id
      limit $2`,
    [at.toISOString(), limit],
  );
  return rows.map((r) => Number(r.prod_id));
}

/** Names and logos of the shops. */
export async function shopBriefs(db: Tx, shopIds: readonly number[]) {
  return db
    .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn, logo: shops.logo })
    .from(shops)
    .where(inArray(shops.shopId, [...shopIds]));
}

/**
 * The storefront list at `at`: activities of open shops not ended yet (state 1 running, 0 upcoming,
 * undefined both), running ones first (ending soonest), then upcoming (starting soonest).
 */
export async function storefrontPage(
  db: Tx,
  state: number | undefined,
  at: Date,
  limit: number,
  offset: number,
): Promise<{ rows: DiscountRow[]; total: number }> {
  const stateSql =
    state === 1 ? sql`${discounts.startTime} <= ${at}` : state === 0 ? sql`${discounts.startTime} > ${at}` : sql`true`;
  const where = and(
    eq(discounts.status, 1),
    gt(discounts.endTime, at),
    stateSql,
    sql`exists (select 1 from ${shops} where ${shops.shopId} = ${discounts.shopId} and ${shops.status} = 1)`,
  );
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discounts)
    .where(where);
  const rows = await db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(
      sql`case when ${discounts.startTime} <= ${at} then 0 else 1 end`,
      sql`case when ${discounts.startTime} <= ${at} then ${discounts.endTime} else ${discounts.startTime} end`,
      asc(discounts.discountId),
    )
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}

export async function discountById(db: Tx, discountId: number): Promise<DiscountRow | undefined> {
  const [d] = await db.select().from(discounts).where(eq(discounts.discountId, discountId)).limit(1);
  return d;
}

/** On-shelf products of the shop (all, or those of `prodIds`): in stock first, sold out last, then by id. */
export async function onShelfProductPage(
  db: Tx,
  shopId: number,
  prodIds: readonly number[] | null,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(products.shopId, shopId),
    eq(products.status, 1),
    prodIds === null ? sql`true` : inArray(products.prodId, prodIds.length ? [...prodIds] : [0]),
  );
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({
      prodId: products.prodId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      pic: products.pic,
      price: products.price,
      totalStock: products.totalStock,
    })
    .from(products)
    .where(where)
    .orderBy(sql`(${products.totalStock} <= 0)`, asc(products.prodId))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}

/** The shop of a product, or undefined. */
export async function shopOfProduct(db: Tx, prodId: number): Promise<number | undefined> {
  const [p] = await db.select({ shopId: products.shopId }).from(products).where(eq(products.prodId, prodId)).limit(1);
  return p?.shopId;
}

/** The shop's activities still on and not ended at `at`, starting soonest first. */
export async function liveOfShop(db: Tx, shopId: number, at: Date): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(and(eq(discounts.shopId, shopId), eq(discounts.status, 1), gt(discounts.endTime, at)))
    .orderBy(asc(discounts.startTime), asc(discounts.discountId));
}

/** How many of `prodIds` are the shop's (not deleted). */
export async function countOwnProducts(db: Tx, shopId: number, prodIds: readonly number[]): Promise<number> {
  const own = await db
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(inArray(products.prodId, [...prodIds]), eq(products.shopId, shopId), sql`${products.status} <> -1`));
  return own.length;
}

export async function insertDiscount(db: Tx, values: DiscountValues): Promise<number> {
  const [row] = await db.insert(discounts).values(values).returning({ discountId: discounts.discountId });
  return row!.discountId;
}

export async function updateDiscount(db: Tx, discountId: number, set: Partial<DiscountValues>): Promise<void> {
  await db.update(discounts).set(set).where(eq(discounts.discountId, discountId));
}

/** The shop's activities, newest first, in every state. */
export async function pageOfShop(
  db: Tx,
  shopId: number,
  filter: PromotionFilter,
  at: Date,
  limit: number,
  offset: number,
): Promise<{ rows: DiscountRow[]; total: number }> {
  const where: SQL = promotionWhere(discounts, shopId, filter, at);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discounts)
    .where(where);
  const rows = await db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(desc(discounts.discountId))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}
