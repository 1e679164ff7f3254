import { and, inArray, sql } from "drizzle-orm";
import { OrderStatus, type OrderStatusValue } from "@souk/contract";
import { orderEvents, orders } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

/**
 * The order state machine: the one table of allowed transitions, and the one function that
 * applies them. Every status change of an order goes through `transition()`, which is a single
 * conditional UPDATE (`... WHERE status IN (from)`): of two concurrent attempts at the same
 * transition exactly one changes the row, and the caller does the side effects (release stock,
 * refund, schedule) only for the rows it changed. Each transition stores its time on the order
 * and appends an order_events row (who, when, from → to).
 *
 * | event       | from          | to            | time stored   | by                                  |
 * |-------------|---------------|---------------|---------------|-------------------------------------|
 * | pay         | 1 UNPAY       | 2 PAYED       | paid_at       | payment (balance or notification)   |
 * | cancel      | 1 UNPAY       | 6 CLOSE       | cancelled_at  | buyer, or the unpaid-timeout job    |
 * | ship        | 2 PAYED       | 3 CONSIGNMENT | shipped_at    | shop staff (merchant API / CLI)     |
 * | receive     | 3 CONSIGNMENT | 4 CONFIRM     | received_at   | buyer, or the auto-confirm job      |
 * | evaluate    | 4 CONFIRM     | 5 SUCCESS     | completed_at  | the last item's review              |
 * | groupPay    | 1 UNPAY       | 7 WAIT_GROUP  | paid_at       | payment, for a group-buy order      |
 * | groupFormed | 7 WAIT_GROUP  | 2 PAYED       | —             | group buy: the group is full        |
 * | groupFailed | 7 WAIT_GROUP  | 6 CLOSE       | cancelled_at  | group buy: timed out (then refunds) |
 * | refundClose | 2, 3, 4, 5    | 6 CLOSE       | cancelled_at  | after-sales: every line refunded    |
 */
export const ORDER_TRANSITIONS = {
  pay: { from: [OrderStatus.UNPAY], to: OrderStatus.PAYED, stamp: "paidAt" },
  cancel: { from: [OrderStatus.UNPAY], to: OrderStatus.CLOSE, stamp: "cancelledAt" },
  ship: { from: [OrderStatus.PAYED], to: OrderStatus.CONSIGNMENT, stamp: "shippedAt" },
  receive: { from: [OrderStatus.CONSIGNMENT], to: OrderStatus.CONFIRM, stamp: "receivedAt" },
  evaluate: { from: [OrderStatus.CONFIRM], to: OrderStatus.SUCCESS, stamp: "completedAt" },
  groupPay: { from: [OrderStatus.UNPAY], to: OrderStatus.WAIT_GROUP, stamp: "paidAt" },
  groupFormed: { from: [OrderStatus.WAIT_GROUP], to: OrderStatus.PAYED, stamp: null },
  groupFailed: { from: [OrderStatus.WAIT_GROUP], to: OrderStatus.CLOSE, stamp: "cancelledAt" },
  refundClose: {
    from: [OrderStatus.PAYED, OrderStatus.CONSIGNMENT, OrderStatus.CONFIRM, OrderStatus.SUCCESS],
    to: OrderStatus.CLOSE,
    stamp: "cancelledAt",
  },
} as const satisfies Record<string, { from: readonly OrderStatusValue[]; to: OrderStatusValue; stamp: string | null }>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

/** Whether `event` may happen to an order in `status` (for the actions the storefront offers). */
export function canTransition(status: number, event: OrderEvent): boolean {
  return (ORDER_TRANSITIONS[event].from as readonly number[]).includes(status);
}

/** Statuses whose orders the buyer may delete (hide): finished or cancelled. */
export const DELETABLE_STATUSES: readonly OrderStatusValue[] = [
  OrderStatus.CONFIRM,
  OrderStatus.SUCCESS,
  OrderStatus.CLOSE,
];

export interface TransitionedOrder {
  orderId: number;
  orderNumber: string;
  payNo: string;
  userId: number;
  shopId: number;
  actualTotal: number;
}

/** Extra columns a transition may set with the status (carrier on ship, closeType on cancel, payType on pay). */
export interface TransitionExtras {
  carrier?: string;
  trackingNumber?: string;
  closeType?: number;
  payType?: number;
}

/**
 * Applies `event` to the given orders that are in one of its `from` statuses; answers the orders
 * it changed (possibly none). Runs in the caller's transaction.
 */
export async function transition(
  tx: Tx,
  orderIds: readonly number[],
  event: OrderEvent,
  opts: { at: Date; actor: string; extras?: TransitionExtras },
): Promise<TransitionedOrder[]> {
  if (orderIds.length === 0) return [];
  const t = ORDER_TRANSITIONS[event];
  const set: Record<string, unknown> = { status: t.to, updatedAt: opts.at, ...(opts.extras ?? {}) };
  if (t.stamp) set[t.stamp] = opts.at;
  const changed = await tx
    .update(orders)
    .set(set)
    .where(and(inArray(orders.orderId, [...orderIds]), inArray(orders.status, [...t.from])))
    .returning({
      orderId: orders.orderId,
      orderNumber: orders.orderNumber,
      payNo: orders.payNo,
      userId: orders.userId,
      shopId: orders.shopId,
      actualTotal: orders.actualTotal,
    });
  if (changed.length > 0) {
    await tx.insert(orderEvents).values(
      changed.map((o) => ({
        orderId: o.orderId,
        event,
        fromStatus: t.from.length === 1 ? t.from[0] : null,
        toStatus: t.to,
        actor: opts.actor,
        at: opts.at,
      })),
    );
  }
  return changed;
}

/**
 * The first entry of an order's timeline (no `from`): written with the orders themselves
 * (queries.ts insertOrdersWithItems).
 */
export const SUBMITTED_EVENT = { event: "submit", toStatus: OrderStatus.UNPAY } as const;

/** Locks orders (FOR UPDATE) in id order, so concurrent workflows on the same orders queue up instead of deadlocking. */
export async function lockOrders(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(
    sql`select order_id from orders where order_id in (${sql.join(
      [...orderIds].sort((a, b) => a - b).map((id) => sql`${id}`),
      sql`, `,
    )}) order by order_id for update`,
  );
}
