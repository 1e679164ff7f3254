import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { OPEN_REFUND_STATUSES, RefundStatus, pageOffset, type PageQuery } from "@souk/contract";
import { orderItems, orders, refundEvents, refunds, shopReturnAddresses, shops } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundEventRow = typeof refundEvents.$inferSelect;

export async function bySn(
  db: Tx,
  refundSn: string,
  owner: { userId?: number; shopId?: number },
): Promise<RefundRow | null> {
  const [r] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.refundSn, refundSn),
        owner.userId !== undefined ? eq(refunds.userId, owner.userId) : undefined,
        owner.shopId !== undefined ? eq(refunds.shopId, owner.shopId) : undefined,
      ),
    )
    .limit(1);
  return r ?? null;
}

export async function byRequest(db: Tx, userId: number, requestId: string): Promise<RefundRow | null> {
  const [r] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.userId, userId), eq(refunds.requestId, requestId)))
    .limit(1);
  return r ?? null;
}

/** What a line has refunded or has in flight (every application not closed), except `exceptRefundId`. */
export async function usedOfLine(
  db: Tx,
  orderItemId: number,
  exceptRefundId = 0,
): Promise<{ count: number; amount: number; open: number }> {
  const [r] = await db
    .select({
      count: sql<number>`coalesce(sum(${refunds.refundCount}), 0)::int`,
      amount: sql<number>`coalesce(sum(${refunds.refundAmount}), 0)::bigint`,
      open: sql<number>`count(*) filter (where ${refunds.status} in (1, 2, 3, 4, 6))::int`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderItemId, orderItemId),
        sql`${refunds.status} <> ${RefundStatus.CLOSED}`,
        sql`${refunds.refundId} <> ${exceptRefundId}`,
      ),
    );
  return { count: Number(r?.count ?? 0), amount: Number(r?.amount ?? 0), open: Number(r?.open ?? 0) };
}

/** Refunded (status success) per line of an order, and whether any application of the order is open. */
export async function orderRefundState(db: Tx, orderId: number) {
  const rows = await db
    .select({
      orderItemId: refunds.orderItemId,
      status: refunds.status,
      count: refunds.refundCount,
      amount: refunds.refundAmount,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  const done = new Map<number, { count: number; amount: number }>();
  let open = 0;
  for (const r of rows) {
    if ((OPEN_REFUND_STATUSES as readonly number[]).includes(r.status)) open += 1;
    if (r.status !== RefundStatus.SUCCESS) continue;
    const d = done.get(r.orderItemId) ?? { count: 0, amount: 0 };
    done.set(r.orderItemId, { count: d.count + r.count, amount: d.amount + Number(r.amount) });
  }
  return { done, open };
}

export async function hasOpen(db: Tx, orderId: number): Promise<boolean> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...OPEN_REFUND_STATUSES])));
  return Number(r?.n ?? 0) > 0;
}

export interface RefundListRow extends RefundRow {
  orderNumber: string;
  shopNameZh: string;
  shopNameEn: string;
  item: typeof orderItems.$inferSelect;
}

export async function page(
  db: Tx,
  f: { userId?: number; shopId?: number; refundId?: number; statuses: readonly number[] | null },
  pq: PageQuery,
): Promise<{ rows: RefundListRow[]; total: number }> {
  const where = and(
    f.userId !== undefined ? eq(refunds.userId, f.userId) : undefined,
    f.shopId !== undefined ? eq(refunds.shopId, f.shopId) : undefined,
    f.refundId !== undefined ? eq(refunds.refundId, f.refundId) : undefined,
    f.statuses ? inArray(refunds.status, [...f.statuses]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        r: refunds,
        orderNumber: orders.orderNumber,
        shopNameZh: shops.nameZh,
        shopNameEn: shops.nameEn,
        item: orderItems,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.orderId, refunds.orderId))
      .innerJoin(shops, eq(shops.shopId, refunds.shopId))
      .innerJoin(orderItems, eq(orderItems.orderItemId, refunds.orderItemId))
      .where(where)
      .orderBy(desc(refunds.appliedAt), desc(refunds.refundId))
      .limit(pq.size)
      .offset(pageOffset(pq)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(where),
  ]);
  return {
    rows: rows.map((x) => ({
      ...x.r,
      orderNumber: x.orderNumber,
      shopNameZh: x.shopNameZh,
      shopNameEn: x.shopNameEn,
      item: x.item,
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function eventsOf(db: Tx, refundId: number): Promise<RefundEventRow[]> {
  return db
    .select()
    .from(refundEvents)
    .where(eq(refundEvents.refundId, refundId))
    .orderBy(asc(refundEvents.at), asc(refundEvents.id));
}

export async function returnAddressOf(db: Tx, shopId: number) {
  const [a] = await db.select().from(shopReturnAddresses).where(eq(shopReturnAddresses.shopId, shopId)).limit(1);
  return a ?? null;
}
