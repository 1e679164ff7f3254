import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { orderItems, orders, productComments } from "../../infra/db/schema/index.ts";

// The review module's reads of order lines join the order tables (what was bought, by whom, its
// state); writes touch product_comments only (the line's 'reviewed' mark goes through OrderService).

/** A line of one of the buyer's (not deleted) orders, with its order's number and status. */
export async function buyerOrderItem(db: Tx, userId: number, orderItemId: number) {
  const [row] = await db
    .select({ item: orderItems, orderNumber: orders.orderNumber, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(and(eq(orderItems.orderItemId, orderItemId), eq(orders.userId, userId), eq(orders.deleteStatus, 0)))
    .limit(1);
  return row;
}

/** Inserts a review; undefined when the line already has one (a concurrent review won). */
export async function insertReview(
  tx: Tx,
  values: typeof productComments.$inferInsert,
): Promise<{ id: number } | undefined> {
  const [inserted] = await tx
    .insert(productComments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: productComments.commentId });
  return inserted;
}

/** A page of the buyer's reviews of order lines, newest first, and how many there are. */
export async function reviewsOfBuyer(db: Tx, userId: number, limit: number, offset: number) {
  const where = eq(productComments.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ c: productComments, i: orderItems, orderNumber: orders.orderNumber })
      .from(productComments)
      .innerJoin(orderItems, sql`${orderItems.orderItemId} = ${productComments.orderItemId}`)
      .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
      .where(where)
      .orderBy(desc(productComments.createdAt), desc(productComments.commentId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productComments)
      .where(and(where, sql`${productComments.orderItemId} is not null`)),
  ]);
  return { rows, count };
}
