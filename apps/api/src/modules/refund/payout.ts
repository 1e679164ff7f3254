import { eq } from "drizzle-orm";
import { OrderCloseType, OrderStatus } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { orders, refunds } from "../../infra/db/schema/index.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import * as oq from "../order/reads.ts";
import { orderServiceOf } from "../order/service.ts";
import { transition as orderTransition } from "../order/state.ts";
import { pointsServiceOf } from "../points/service.ts";
import { REFUND_JOBS } from "./jobs.ts";
import * as q from "./queries.ts";
import { refundSettingsOf } from "./settings.ts";
import { refundableShares } from "./share.ts";
import { refundTransition } from "./state.ts";
import { REFUND_TEXT } from "./texts.ts";

/*
 * The refund module's side of paying a buyer back (the refund-to-payer workflow, ADR 0051): the guards before any
 * money moves, the wait for the gateway's notice, and what "refunded" does to the order. All in the caller's
 * transaction, after the order lock.
 */

/** The request id prefix of the refunds the system makes for a closed order (`refundClosedOrder`). */
export const SYSTEM_REFUND = "system:";

/** The order of an application, with its shop; A03000 when it is gone. */
export async function orderOf(tx: Tx, orderId: number) {
  const [o] = await tx.select({ n: orders.orderNumber }).from(orders).where(eq(orders.orderId, orderId)).limit(1);
  const full = o ? await oq.byNumber(tx, o.n, {}) : null;
  if (!full) throw new AppError("A03000");
  return full;
}

/**
 * Refuses (409) a refund that would give back more than was paid: the line's refunds never exceed its share (plus
 * the freight for a system refund of a closed, never shipped order), the order's never its total. Answers the trade
 * the order was paid in.
 */
export async function checkNotOverPaid(tx: Tx, r: q.RefundRow): Promise<{ payNo: string }> {
  const o = await orderOf(tx, r.orderId);
  const items = (await oq.itemsOf(tx, [o.orderId])).get(o.orderId) ?? [];
  const freightBack = r.requestId?.startsWith(SYSTEM_REFUND) ? o.freight : 0;
  const share = refundableShares(items).get(r.orderItemId)! + freightBack;
  const used = await q.usedOfLine(tx, r.orderItemId);
  const state = await q.orderRefundState(tx, o.orderId);
  const orderDone = [...state.done.values()].reduce((a, d) => a + d.amount, 0);
  if (used.amount > share || orderDone + r.refundAmount > o.actualTotal) throw showFail(REFUND_TEXT.overPaid, 409);
  return { payNo: o.payNo };
}

/**
 * The gateway accepted the refund for processing: its id is kept for the notice, and the sandbox gateway "processes"
 * it, then notifies (a durable job standing for the gateway).
 */
export async function awaitGateway(
  ctx: AppContext,
  tx: Tx,
  r: q.RefundRow,
  gatewayRefundId: string,
  at: Date,
): Promise<void> {
  await tx.update(refunds).set({ gatewayRefundId }).where(eq(refunds.refundId, r.refundId));
  await ctx.jobs.schedule(
    REFUND_JOBS.sandboxNotify,
    { refundSn: r.refundSn },
    {
      runAt: new Date(at.getTime() + refundSettingsOf(ctx).sandboxNotifyDelayMs),
      uniqueKey: `refund-wx-notify:${r.refundSn}`,
      db: tx,
    },
  );
}

/** 4 → 5, then: a fully refunded order closes; otherwise the receipt timer comes back. False when already done. */
export async function succeed(ctx: AppContext, tx: Tx, r: q.RefundRow, at: Date, actor: string): Promise<boolean> {
  const done = await refundTransition(tx, r, "refunded", { at, actor });
  if (!done) return false;
  const o = await orderOf(tx, r.orderId);
  const items = (await oq.itemsOf(tx, [o.orderId])).get(o.orderId) ?? [];
  const shares = refundableShares(items);
  const state = await q.orderRefundState(tx, o.orderId);
  // Points spent on the line come back in proportion to the money refunded (ADR 0021 (points)).
  await pointsServiceOf(ctx).refunded(tx, {
    orderItemId: r.orderItemId,
    refundSn: r.refundSn,
    refundedTotal: state.done.get(r.orderItemId)?.amount ?? 0,
    share: shares.get(r.orderItemId) ?? 0,
    at,
  });
  const full = items.every((i) => {
    const d = state.done.get(i.orderItemId);
    return d !== undefined && d.count >= i.count && d.amount >= shares.get(i.orderItemId)!;
  });
  if (full) {
    await orderTransition(tx, [o.orderId], "refundClose", {
      at,
      actor: "system:after-sales",
      extras: { closeType: OrderCloseType.REFUND },
    });
  } else await releaseReceipt(ctx, tx, r, at);
  return true;
}

/** A hold on the automatic receipt ended: schedule it again (not before its original time). */
export async function releaseReceipt(ctx: AppContext, tx: Tx, r: q.RefundRow, at: Date): Promise<void> {
  const o = await orderOf(tx, r.orderId);
  if (o.status !== OrderStatus.CONSIGNMENT || !o.shippedAt || (await q.hasOpen(tx, o.orderId))) return;
  const due = o.shippedAt.getTime() + commerceSettingsOf(ctx).autoConfirmDays * 86_400_000;
  await orderServiceOf(ctx).scheduleAutoConfirm(
    tx,
    o.orderNumber,
    new Date(Math.max(due, at.getTime())),
    `refund:${r.refundSn}:${r.version}`,
  );
}
