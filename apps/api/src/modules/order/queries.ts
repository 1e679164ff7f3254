import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { pageOffset, type PageQuery } from "@souk/contract";
import { orderEvents, orderInvoices, orderItems, orders, shops, trades, users } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type InvoiceRow = typeof orderInvoices.$inferSelect;

export interface OrderWithShop extends OrderRow {
  shopNameZh: string;
  shopNameEn: string;
  tradeExpiresAt: Date;
}

const withShop = {
  order: orders,
  shopNameZh: shops.nameZh,
  shopNameEn: shops.nameEn,
  tradeExpiresAt: trades.expiresAt,
};

function flatten(r: { order: OrderRow; shopNameZh: string; shopNameEn: string; tradeExpiresAt: Date }): OrderWithShop {
  return { ...r.order, shopNameZh: r.shopNameZh, shopNameEn: r.shopNameEn, tradeExpiresAt: r.tradeExpiresAt };
}

/** `%` and `_` typed by a buyer are literal characters, not wildcards. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface OrderFilter {
  userId?: number;
  shopId?: number;
  statuses?: readonly number[];
  prodName?: string;
  orderNumber?: string;
  /** The buyer's phone: the receiver's on the order or the buyer account's. */
  phone?: string;
  /** Submitted at or after / before these instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Buyers never see deleted orders; shops do. */
  includeDeleted?: boolean;
}

function where(f: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.userId !== undefined ? eq(orders.userId, f.userId) : undefined,
    f.shopId !== undefined ? eq(orders.shopId, f.shopId) : undefined,
    f.includeDeleted ? undefined : eq(orders.deleteStatus, 0),
    f.statuses && f.statuses.length > 0 ? inArray(orders.status, [...f.statuses]) : undefined,
    f.orderNumber ? sql`${orders.orderNumber} like ${likeEscape(f.orderNumber) + "%"}` : undefined,
    f.phone
      ? sql`(${orders.addr}->>'mobile' = ${f.phone} or exists (select 1 from users u where u.user_id = ${orders.userId} and u.mobile = ${f.phone}))`
      : undefined,
    f.createdFrom ? gte(orders.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(orders.createdAt, f.createdBefore) : undefined,
    f.prodName
      ? sql`exists (select 1 from order_items oi where oi.order_id = ${orders.orderId} and (oi.prod_name_zh ilike ${"%" + likeEscape(f.prodName) + "%"} or oi.prod_name_en ilike ${"%" + likeEscape(f.prodName) + "%"}))`
      : undefined,
  ];
  return and(...parts);
}

export async function page(db: Tx, f: OrderFilter, pq: PageQuery): Promise<{ rows: OrderWithShop[]; total: number }> {
  const w = where(f);
  const [rows, [count]] = await Promise.all([
    db
      .select(withShop)
      .from(orders)
      .innerJoin(shops, eq(shops.shopId, orders.shopId))
      .innerJoin(trades, eq(trades.payNo, orders.payNo))
      .where(w)
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(pq.size)
      .offset(pageOffset(pq)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(w),
  ]);
  return { rows: rows.map(flatten), total: Number(count?.n ?? 0) };
}

/** An order by number, optionally only if it is the buyer's (and not deleted) or the shop's. */
export async function byNumber(
  db: Tx,
  orderNumber: string,
  owner: { userId?: number; shopId?: number },
): Promise<OrderWithShop | null> {
  const [r] = await db
    .select(withShop)
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .innerJoin(trades, eq(trades.payNo, orders.payNo))
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        owner.userId !== undefined ? and(eq(orders.userId, owner.userId), eq(orders.deleteStatus, 0)) : undefined,
        owner.shopId !== undefined ? eq(orders.shopId, owner.shopId) : undefined,
      ),
    )
    .limit(1);
  return r ? flatten(r) : null;
}

export async function itemsOf(db: Tx, orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
  const out = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.orderItemId);
  for (const r of rows) {
    const list = out.get(r.orderId) ?? [];
    list.push(r);
    out.set(r.orderId, list);
  }
  return out;
}

export async function invoicesOf(db: Tx, orderIds: readonly number[]): Promise<Map<number, InvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderInvoices)
    .where(inArray(orderInvoices.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r]));
}

export function eventsOf(db: Tx, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.at, orderEvents.id);
}

/** Orders of a trade (for the pay and cancel workflows). */
export function ofTrade(db: Tx, payNo: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.payNo, payNo)).orderBy(orders.orderId);
}

/** Counts per status of the buyer's visible orders. */
/** Orders per stored status under a filter (the console's tabs). */
export async function countsByStatusWhere(db: Tx, f: OrderFilter): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where(f))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The next `size` orders under a filter after an order id, oldest first (an export's batches, keyset). */
export async function batchAfter(db: Tx, f: OrderFilter, afterOrderId: number, size: number): Promise<OrderWithShop[]> {
  const rows = await db
    .select(withShop)
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .innerJoin(trades, eq(trades.payNo, orders.payNo))
    .where(and(where(f), gt(orders.orderId, afterOrderId)))
    .orderBy(asc(orders.orderId))
    .limit(size);
  return rows.map(flatten);
}

/** The buyer account's phone of an order ("" when none). */
export async function buyerMobile(db: Tx, userId: number): Promise<string> {
  const [u] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.userId, userId)).limit(1);
  return u?.mobile ?? "";
}

export async function countsByStatus(db: Tx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.deleteStatus, 0)))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function lockTrade(tx: Tx, payNo: string): Promise<typeof trades.$inferSelect | null> {
  const [t] = await tx.select().from(trades).where(eq(trades.payNo, payNo)).for("update");
  return t ?? null;
}

/** A trade whose orders are all cancelled is closed (status 2), unless it was paid. */
export async function closeTradeIfAllCancelled(tx: Tx, payNo: string, at: Date): Promise<void> {
  await tx.execute(
    sql`update trades set status = 2, closed_at = ${at} where pay_no = ${payNo} and status = 0 and not exists (select 1 from orders where pay_no = ${payNo} and status <> 6)`,
  );
}

export async function setDeleted(db: Tx, orderId: number): Promise<void> {
  await db.update(orders).set({ deleteStatus: 1 }).where(eq(orders.orderId, orderId));
}

export async function markItemReviewed(tx: Tx, orderItemId: number): Promise<boolean> {
  const r = await tx
    .update(orderItems)
    .set({ commStatus: 1 })
    .where(and(eq(orderItems.orderItemId, orderItemId), eq(orderItems.commStatus, 0)))
    .returning({ id: orderItems.orderItemId });
  return r.length > 0;
}

export async function unreviewedCount(tx: Tx, orderId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.commStatus, 0)));
  return Number(r?.n ?? 0);
}

/** Lines of orders by number: buyer, shop, product and whether the order was paid (analytics). */
export function linesByNumbers(db: Tx, orderNumbers: readonly string[]) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      shopId: orderItems.shopId,
      prodId: orderItems.prodId,
      paidAt: orders.paidAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(inArray(orders.orderNumber, [...orderNumbers]));
}

export type OrderValues = typeof orders.$inferInsert;
export type OrderItemValues = typeof orderItems.$inferInsert;

/** Inserts an order; answers its id. */
/** Inserts the orders of one trade in one statement; answers each order's id by its order number. */
/** An item of an order being inserted: its order is named by number (the id is drawn by the insert). */
export type NewItemValues = Omit<OrderItemValues, "orderId"> & { orderNumber: string };

/**
 * Inserts orders, all their items and one event per order in ONE statement (data-modifying CTEs:
 * the items and events take the ids the orders' insert draws); answers the ids by order number.
 * Submit runs it while its transaction holds the token row: one round trip instead of three.
 */
export async function insertOrdersWithItems(
  tx: Tx,
  values: OrderValues[],
  items: readonly NewItemValues[],
  event: { event: string; toStatus: number; actor: string; at: Date },
): Promise<Map<string, number>> {
  const r = await tx.execute(sql`with ${ordersWithItemsCtes(tx, values, items, event)}
    select o.order_id, o.order_number from o`);
  const rows = (r as unknown as { rows: { order_id: number | string; order_number: string }[] }).rows;
  return new Map(rows.map((x) => [x.order_number, Number(x.order_id)]));
}

/**
 * insertOrdersWithItems' statement as CTEs for a larger statement: `o(order_id, order_number,
 * shop_id)` the orders inserted, then their items and events.
 */
export function ordersWithItemsCtes(
  tx: Tx,
  values: OrderValues[],
  items: readonly NewItemValues[],
  event: { event: string; toStatus: number; actor: string; at: Date },
): SQL {
  const o = tx
    .insert(orders)
    .values(values)
    .returning({ orderId: orders.orderId, orderNumber: orders.orderNumber, shopId: orders.shopId })
    .getSQL();
  const i = tx
    .insert(orderItems)
    .values(
      items.map(({ orderNumber, ...it }) => ({
        ...it,
        orderId: sql<number>`(select o.order_id from o where o.order_number = ${orderNumber})`,
      })),
    )
    .getSQL();
  return sql`o as (${o}), i as (${i}), e as (
      insert into ${orderEvents} (order_id, event, from_status, to_status, actor, at)
      select o.order_id, ${event.event}, null, ${event.toStatus}, ${event.actor}, ${event.at.toISOString()}::timestamptz from o
    )`;
}

/** The lines of one order in their order. */
export function linesOfOrder(db: Tx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.orderItemId);
}

/** The order numbers of orders (for lists the invoice module builds: it never reads orders). */
export async function numbersOf(db: Tx, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.orderId, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r.orderNumber]));
}
