import { promotionWhere, type PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { jsonDate, type ReadPart } from "../../infra/db/read-together.ts";
import {
  categories,
  couponReceipts,
  coupons,
  orders,
  products,
  shops,
  userCoupons,
} from "../../infra/db/schema/index.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = typeof coupons.$inferInsert;
export type UserCouponRow = typeof userCoupons.$inferSelect;

const CLOSED_ORDER = 6;

// ---------------------------------------------------------------- display

export function shopNames(db: Tx, shopIds: readonly number[]) {
  return db
    .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
    .from(shops)
    .where(inArray(shops.shopId, [...shopIds]));
}

/** How many of each coupon the buyer has collected (couponId → count). */
export async function received(db: Tx, userId: number, couponIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: couponReceipts.couponId, received: couponReceipts.received })
    .from(couponReceipts)
    .where(and(eq(couponReceipts.userId, userId), inArray(couponReceipts.couponId, [...couponIds])));
  return new Map(rows.map((r) => [r.couponId, r.received]));
}

/** Coupons on display at `at`: on and not past their end; `scope` narrows them (a shop, the platform…). */
function onDisplay(at: Date, scope: SQL | undefined): SQL {
  return and(eq(coupons.status, 1), gt(coupons.endTime, at), scope)!;
}

/** Collectable ones first, upcoming ones (launchTime ahead) after; then soonest ending. */
function displayOrder(at: Date) {
  return [sql`(${coupons.launchTime} > ${at.toISOString()}::timestamptz)`, asc(coupons.endTime), asc(coupons.couponId)];
}

/** The platform's coupons on display (shopId 0). */
export function platformOnDisplay(db: Tx, at: Date, limit: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(onDisplay(at, eq(coupons.shopId, 0)))
    .orderBy(...displayOrder(at))
    .limit(limit);
}

/** Shop coupons on display (one shop, or every shop), paged, with their total. */
export async function shopsOnDisplay(
  db: Tx,
  at: Date,
  shopId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = onDisplay(at, shopId ? eq(coupons.shopId, shopId) : gt(coupons.shopId, 0));
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(...displayOrder(at))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}

/** The coupons on display among these ids (a decorated page's coupon strip), any shop's. */
export function onDisplayByIds(db: Tx, at: Date, ids: readonly number[]): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(onDisplay(at, inArray(coupons.couponId, [...ids])));
}

/** Coupons on display of one shop and of the platform. */
export function shopAndPlatformOnDisplay(db: Tx, at: Date, shopId: number, limit: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(onDisplay(at, or(eq(coupons.shopId, shopId), eq(coupons.shopId, 0))))
    .orderBy(...displayOrder(at))
    .limit(limit);
}

/** The category of a shop's product, or undefined when the product is not the shop's. */
export async function categoryOfShopProduct(db: Tx, shopId: number, prodId: number): Promise<number | undefined> {
  const [p] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId)))
    .limit(1);
  return p?.categoryId;
}

/** Every category with its parent (category-scoped coupons cover sub-categories). */
export function categoryParents(db: Tx) {
  return db.select({ id: categories.categoryId, parentId: categories.parentId }).from(categories);
}

// ---------------------------------------------------------------- collect

export async function couponById(db: Tx, couponId: number): Promise<CouponRow | undefined> {
  const [c] = await db.select().from(coupons).where(eq(coupons.couponId, couponId)).limit(1);
  return c;
}

/** Counts one more collection by the buyer only while below `limit`; false: the limit is reached. */
export async function countCollection(tx: Tx, couponId: number, userId: number, limit: number): Promise<boolean> {
  const counted = await tx
    .insert(couponReceipts)
    .values({ couponId, userId, received: 1 })
    .onConflictDoUpdate({
      target: [couponReceipts.couponId, couponReceipts.userId],
      set: { received: sql`${couponReceipts.received} + 1` },
      setWhere: sql`${couponReceipts.received} < ${limit}`,
    })
    .returning({ received: couponReceipts.received });
  return counted.length > 0;
}

/** Takes one unit of stock only while some is left; false: sold out. */
export async function takeStock(tx: Tx, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ stocks: sql`${coupons.stocks} - 1` })
    .where(and(eq(coupons.couponId, couponId), gt(coupons.stocks, 0)))
    .returning({ stocks: coupons.stocks });
  return taken.length > 0;
}

export async function insertUserCoupon(tx: Tx, values: typeof userCoupons.$inferInsert): Promise<void> {
  await tx.insert(userCoupons).values(values);
}

// ---------------------------------------------------------------- my coupons

/** The buyer's coupons in a my-coupons tab: 1 unused, 0 expired, 2 used (locked included). */
function myStatusWhere(status: number, at: Date): SQL {
  if (status === 1) return and(eq(userCoupons.status, 1), gt(userCoupons.endTime, at))!;
  if (status === 0) return and(eq(userCoupons.status, 1), lte(userCoupons.endTime, at))!;
  return inArray(userCoupons.status, [2, 3]);
}

/** A page of the buyer's coupons with their templates; `type` 1 platform, 2 shops, 0 both. */
export async function myPage(
  db: Tx,
  f: { userId: number; status: number; type: number; at: Date },
  limit: number,
  offset: number,
): Promise<{ rows: { uc: UserCouponRow; c: CouponRow }[]; total: number }> {
  const typeWhere = f.type === 1 ? eq(userCoupons.shopId, 0) : f.type === 2 ? ne(userCoupons.shopId, 0) : undefined;
  const where = and(eq(userCoupons.userId, f.userId), myStatusWhere(f.status, f.at), typeWhere);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userCoupons)
    .where(where);
  const rows = await db
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.couponId, userCoupons.couponId))
    .where(where)
    .orderBy(f.status === 1 ? asc(userCoupons.endTime) : desc(userCoupons.receivedAt), desc(userCoupons.couponUserId))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}

/** The buyer's coupon counts at `at`: unused (and of those the platform's), expired, used. */
export async function myCounts(db: Tx, userId: number, at: Date) {
  const iso = at.toISOString();
  const [r] = await db
    .select({
      unUse: sql<number>`count(*) filter (where ${userCoupons.status} = 1 and ${userCoupons.endTime} > ${iso}::timestamptz)::int`,
      unUsePlatform: sql<number>`count(*) filter (where ${userCoupons.status} = 1 and ${userCoupons.endTime} > ${iso}::timestamptz and ${userCoupons.shopId} = 0)::int`,
      expired: sql<number>`count(*) filter (where ${userCoupons.status} = 1 and ${userCoupons.endTime} <= ${iso}::timestamptz)::int`,
      used: sql<number>`count(*) filter (where ${userCoupons.status} in (2, 3))::int`,
    })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId));
  return {
    unUse: Number(r?.unUse ?? 0),
    platform: Number(r?.unUsePlatform ?? 0),
    expired: Number(r?.expired ?? 0),
    used: Number(r?.used ?? 0),
  };
}

// ---------------------------------------------------------------- checkout

/** The buyer's unused coupons, plus the ones asked for by id whatever their state (to refuse them by reason). */
/** A coupon of the buyer a checkout may use, with its names (`checkoutCouponsPart`). */
export interface CheckoutCouponRow {
  couponUserId: number;
  couponId: number;
  shopId: number;
  status: number;
  startTime: Date;
  endTime: Date;
  couponType: number;
  cashCondition: number;
  reduceAmount: number;
  couponDiscount: number;
  maxReduce: number;
  suitableProdType: number;
  prodIds: number[];
  categoryIds: number[];
  nameZh: string;
  nameEn: string;
}

/**
 * The coupons a checkout may use, with their names, as a part of one statement (`readTogether`): the buyer's unused
 * coupons and those of `also` (the ids a submit asks for, whatever their state), soonest to end first.
 */
export function checkoutCouponsPart(userId: number, also: readonly number[]): ReadPart<CheckoutCouponRow[]> {
  const asked =
    also.length > 0
      ? sql` or uc.coupon_user_id in (${sql.join(
          also.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  return {
    sql: sql`select uc.coupon_user_id, uc.status, uc.start_time, uc.end_time, c.coupon_id, c.shop_id, c.coupon_type,
        c.cash_condition, c.reduce_amount, c.coupon_discount, c.max_reduce, c.suitable_prod_type, c.prod_ids,
        c.category_ids, c.name_zh, c.name_en
      from user_coupons uc join coupons c on c.coupon_id = uc.coupon_id
     where uc.user_id = ${userId} and (uc.status = 1${asked})
     order by uc.end_time asc limit 200`,
    decode: (rows) =>
      rows.map((r) => ({
        couponUserId: Number(r.coupon_user_id),
        couponId: Number(r.coupon_id),
        shopId: Number(r.shop_id),
        status: Number(r.status),
        startTime: jsonDate(r.start_time)!,
        endTime: jsonDate(r.end_time)!,
        couponType: Number(r.coupon_type),
        cashCondition: Number(r.cash_condition),
        reduceAmount: Number(r.reduce_amount),
        couponDiscount: Number(r.coupon_discount),
        maxReduce: Number(r.max_reduce),
        suitableProdType: Number(r.suitable_prod_type),
        prodIds: (r.prod_ids as number[]).map(Number),
        categoryIds: (r.category_ids as number[]).map(Number),
        nameZh: String(r.name_zh),
        nameEn: String(r.name_en),
      })),
  };
}

/** Locks unused coupons of the buyer for a trade (status 1 → 3) in id order; answers how many were locked. */
export async function lockForTrade(
  tx: Tx,
  userId: number,
  couponUserIds: readonly number[],
  payNo: string,
): Promise<number> {
  const locked = await tx
    .update(userCoupons)
    .set({ status: 3, payNo })
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 1),
        inArray(
          userCoupons.couponUserId,
          [...couponUserIds].sort((a, b) => a - b),
        ),
      ),
    )
    .returning({ id: userCoupons.couponUserId });
  return locked.length;
}

export async function attachToOrder(tx: Tx, payNo: string, shopId: number, orderId: number): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ orderId })
    .where(and(eq(userCoupons.payNo, payNo), eq(userCoupons.shopId, shopId), eq(userCoupons.status, 3)));
}

const RELEASED = { status: 1, payNo: null, orderId: null } as const;

/** Locked coupons of these (cancelled) orders are unused again. */
export async function releaseOfOrders(tx: Tx, orderIds: readonly number[]): Promise<void> {
  await tx
    .update(userCoupons)
    .set(RELEASED)
    .where(and(eq(userCoupons.status, 3), inArray(userCoupons.orderId, [...orderIds])));
}

/** Whether some order of the trade is still open (not closed). */
export async function tradeHasOpenOrder(tx: Tx, payNo: string): Promise<boolean> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.payNo, payNo), ne(orders.status, CLOSED_ORDER)));
  return Number(open?.n ?? 0) > 0;
}

/** The trade's locked platform coupon (tied to no order) is unused again. */
export async function releaseOfTrade(tx: Tx, payNo: string): Promise<void> {
  await tx
    .update(userCoupons)
    .set(RELEASED)
    .where(and(eq(userCoupons.status, 3), eq(userCoupons.payNo, payNo), isNull(userCoupons.orderId)));
}

/** Locked coupons of the trade's paid orders, and its platform coupon, are used. */
export async function consume(tx: Tx, payNo: string, paidOrderIds: readonly number[], at: Date): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ status: 2, usedAt: at })
    .where(
      and(
        eq(userCoupons.status, 3),
        eq(userCoupons.payNo, payNo),
        paidOrderIds.length > 0
          ? or(isNull(userCoupons.orderId), inArray(userCoupons.orderId, [...paidOrderIds]))
          : isNull(userCoupons.orderId),
      ),
    );
}

// ---------------------------------------------------------------- the shop side

export async function insertCoupon(db: Tx, values: CouponValues): Promise<number> {
  const [row] = await db.insert(coupons).values(values).returning({ couponId: coupons.couponId });
  return row!.couponId;
}

/**
 * Edits a coupon: the stock moves with totalStock, and only while what was collected still fits
 * (totalStock − stocks ≤ the new total); false: it would not.
 */
export async function updateCoupon(
  tx: Tx,
  couponId: number,
  values: Partial<CouponValues>,
  totalStock: number,
): Promise<boolean> {
  const done = await tx
    .update(coupons)
    .set({ ...values, stocks: sql`${coupons.stocks} + (${totalStock} - ${coupons.totalStock})`, totalStock })
    .where(and(eq(coupons.couponId, couponId), sql`${coupons.totalStock} - ${coupons.stocks} <= ${totalStock}`))
    .returning({ id: coupons.couponId });
  return done.length > 0;
}

export async function endCoupon(db: Tx, couponId: number, at: Date): Promise<void> {
  await db.update(coupons).set({ status: 0, updatedAt: at }).where(eq(coupons.couponId, couponId));
}

/** A shop's coupons, newest first, with their total. */
export async function shopCoupons(
  db: Tx,
  shopId: number,
  filter: PromotionFilter,
  at: Date,
  limit: number,
  offset: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  // A coupon is upcoming until it can be collected (launchTime).
  const where = promotionWhere({ ...coupons, startTime: coupons.launchTime }, shopId, filter, at);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await db.select().from(coupons).where(where).orderBy(desc(coupons.couponId)).limit(limit).offset(offset);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Collected and used counts per coupon. */
export async function collectedAndUsed(
  db: Tx,
  couponIds: readonly number[],
): Promise<Map<number, { received: number; used: number }>> {
  const rows = await db
    .select({
      couponId: userCoupons.couponId,
      received: sql<number>`count(*)::int`,
      used: sql<number>`count(*) filter (where ${userCoupons.status} = 2)::int`,
    })
    .from(userCoupons)
    .where(inArray(userCoupons.couponId, [...couponIds]))
    .groupBy(userCoupons.couponId);
  return new Map(rows.map((s) => [s.couponId, { received: Number(s.received), used: Number(s.used) }]));
}
