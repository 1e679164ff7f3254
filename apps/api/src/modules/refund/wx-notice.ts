import { eq } from "drizzle-orm";
import { RefundStatus } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { refundNotifications } from "../../infra/db/schema/index.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { lockOrders } from "../order/state.ts";
import { verifyNotice } from "../payment/methods/index.ts";
import { buildRefundNotification, wxRefundNotification } from "../payment/wxpay-refund.ts";
import type { NotifyHeaders } from "../payment/wxpay-sandbox.ts";
import { succeed } from "./payout.ts";
import * as q from "./queries.ts";
import { REFUND_TEXT } from "./texts.ts";

/** How the sandbox gateway reaches the refund notify URL. */
export type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * `POST /notice/refund/wxpay`: signature and time window, the amount against the application,
 * recorded once per event id (a replay changes nothing), then 4 → 5 once.
 */
export async function handleWxRefundNotify(
  ctx: AppContext,
  rawBody: string,
  headers: NotifyHeaders,
): Promise<{ outcome: "refunded" | "ignored" | "replay" }> {
  const at = new Date(nowMs(ctx));
  const n = verifyNotice(ctx, rawBody, headers, at, wxRefundNotification);
  if (n.event_type !== "REFUND.SUCCESS" || n.resource.refund_status !== "SUCCESS") return { outcome: "ignored" };
  return ctx.database.db.transaction(async (tx) => {
    const r0 = await q.bySn(tx, n.resource.out_refund_no, {});
    if (!r0 || r0.gatewayRefundId !== n.resource.refund_id)
      throw new AppError("A00001", REFUND_TEXT.unknownRefund, null, 400);
    if (n.resource.amount.refund !== r0.refundAmount)
      throw new AppError("A00001", REFUND_TEXT.amountMismatch, null, 400);
    await lockOrders(tx, [r0.orderId]);
    const [recorded] = await tx
      .insert(refundNotifications)
      .values({
        provider: "wxpay",
        eventId: n.id,
        refundSn: r0.refundSn,
        gatewayRefundId: n.resource.refund_id,
        amount: n.resource.amount.refund,
        outcome: "pending",
        body: n,
        receivedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: refundNotifications.id });
    if (!recorded) return { outcome: "replay" as const };
    const r = (await q.bySn(tx, r0.refundSn, {}))!;
    const outcome = (await succeed(ctx, tx, r, at, "payment:wxpay")) ? ("refunded" as const) : ("ignored" as const);
    await tx.update(refundNotifications).set({ outcome }).where(eq(refundNotifications.id, recorded.id));
    return { outcome };
  });
}

/**
 * The sandbox gateway delivers the REFUND.SUCCESS notification of a refund it processed: through `deliver` (an HTTP
 * request to the notify URL) when the routes set it, else straight to the handler.
 */
export async function sandboxNotify(ctx: AppContext, refundSn: string, deliver: Deliver | null): Promise<void> {
  const r = await q.bySn(ctx.database.db, refundSn, {});
  if (!r?.gatewayRefundId || r.status !== RefundStatus.REFUNDING) return;
  const { body, headers } = buildRefundNotification(commerceSettingsOf(ctx).wxpaySandboxKey, {
    outRefundNo: r.refundSn,
    refundId: r.gatewayRefundId,
    amount: r.refundAmount,
    at: new Date(nowMs(ctx)),
  });
  if (deliver) {
    const status = await deliver(body, headers);
    if (status >= 300) throw new Error(`refund notification answered ${status}`);
  } else await handleWxRefundNotify(ctx, body, headers);
}
