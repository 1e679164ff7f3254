import type { AppContext } from "../context.ts";
import type { Tx } from "../infra/db/client.ts";
import { methodThatPaid } from "../modules/payment/methods/index.ts";
import type { PaidBack } from "../modules/payment/methods/method.ts";
import { awaitGateway, checkNotOverPaid, succeed } from "../modules/refund/payout.ts";
import type { RefundRow } from "../modules/refund/queries.ts";
import { runSteps, type Step } from "./run-steps.ts";

interface RefundToPayer {
  ctx: AppContext;
  refund: RefundRow;
  at: Date;
  payNo?: string;
  paidBack?: PaidBack;
}

/**
 * A refund's money goes back where it came from (ADR 0012, ADR 0051): the guards first (under the order lock),
 * then the method that paid the order pays back — balance and gift cards at once, so the application is refunded
 * in the same transaction; WeChat by the gateway's refund, completed when its signed notice arrives.
 */
const STEPS: readonly Step<RefundToPayer>[] = [
  {
    name: "check what was paid",
    run: async (tx, s) => {
      s.payNo = (await checkNotOverPaid(tx, s.refund)).payNo;
    },
  },
  {
    name: "pay the buyer back",
    run: async (tx, s) => {
      s.paidBack = await methodThatPaid(s.refund.payType).payBack(s.ctx, tx, {
        userId: s.refund.userId,
        payNo: s.payNo!,
        amount: s.refund.refundAmount,
        refundSn: s.refund.refundSn,
        at: s.at,
      });
    },
  },
  {
    name: "wait for the gateway",
    when: (s) => !s.paidBack!.done,
    run: (tx, s) =>
      awaitGateway(s.ctx, tx, s.refund, (s.paidBack as { gatewayRefundId: string }).gatewayRefundId, s.at),
  },
  {
    name: "mark refunded",
    when: (s) => s.paidBack!.done,
    run: async (tx, s) => {
      await succeed(s.ctx, tx, s.refund, s.at, (s.paidBack as { actor: string }).actor);
    },
  },
];

/** Pays an accepted application (4 refunding) back to the buyer, in the caller's transaction (the order locked). */
export async function refundToPayer(ctx: AppContext, tx: Tx, refund: RefundRow, at: Date): Promise<void> {
  await runSteps(tx, "refund-to-payer", STEPS, { ctx, refund, at });
}
