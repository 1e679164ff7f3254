import { OrderStatus, RefundStatus } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { refundEvents, refunds } from "../../infra/db/schema/index.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { nowMs } from "../../infra/time.ts";
import { refundToPayer } from "../../workflows/refund-to-payer.ts";
import * as oq from "../order/reads.ts";
import { lockOrders } from "../order/state.ts";
import { SYSTEM_REFUND, orderOf } from "./payout.ts";
import { refundableShares } from "./share.ts";

/**
 * Refunds a paid order the system closed (a group buy that was not formed, ADR 0022): one
 * application per line, created accepted (4 refunding) and paid back where the money came from
 * by the same path as an accepted application (the refund-to-payer workflow). Exactly once: the request id
 * `system:<orderId>:<line>` is unique per buyer, so running this twice (a retried job) finds the
 * first and moves no money. The order's freight goes back with its last line: a closed order was
 * never shipped (ADR 0044: group orders may charge freight). Answers how many lines were refunded now.
 */
export async function refundClosedOrder(ctx: AppContext, orderId: number, desc: string): Promise<number> {
  const at = new Date(nowMs(ctx));
  return ctx.database.db.transaction(async (tx) => {
    await lockOrders(tx, [orderId]);
    const o = await orderOf(tx, orderId);
    if (o.status !== OrderStatus.CLOSE || !o.paidAt) return 0;
    const items = (await oq.itemsOf(tx, [orderId])).get(orderId) ?? [];
    const shares = refundableShares(items);
    // The order was never shipped: its freight goes back too, with its last line (ADR 0044).
    const lastId = items.at(-1)?.orderItemId;
    let n = 0;
    for (const i of items) {
      const amount = shares.get(i.orderItemId)! + (i.orderItemId === lastId ? o.freight : 0);
      if (amount <= 0) continue;
      const [r] = await tx
        .insert(refunds)
        .values({
          refundSn: newBizNumber(at),
          userId: o.userId,
          shopId: o.shopId,
          orderId,
          orderItemId: i.orderItemId,
          applyType: 1,
          status: RefundStatus.REFUNDING,
          refundCount: i.count,
          refundAmount: amount,
          buyerReason: "other",
          buyerDesc: desc,
          payType: o.payType,
          requestId: `${SYSTEM_REFUND}${orderId}:${i.orderItemId}`,
          appliedAt: at,
          decidedAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!r) continue;
      await tx.insert(refundEvents).values({
        refundId: r.refundId,
        event: "systemRefund",
        fromStatus: null,
        toStatus: RefundStatus.REFUNDING,
        actor: "system:group",
        message: desc,
        at,
      });
      await refundToPayer(ctx, tx, r, at);
      n++;
    }
    return n;
  });
}
