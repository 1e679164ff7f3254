import type { PayTypeValue } from "@souk/contract";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../infra/db/client.ts";
import type { ofTrade } from "../../order/reads.ts";
import type { AttemptRow } from "../queries.ts";

type TradeOrder = Awaited<ReturnType<typeof ofTrade>>[number];

/** The mall's payment switches (config `sys.paySwitch`) and whether this is production (no sandbox gateway). */
export interface PayConditions {
  switches: { balancePay?: boolean; wechatPay?: boolean };
  production: boolean;
  /** Gift cards: the buyer lets the balance pay what the cards do not cover. */
  useBalance: boolean;
}

/** What the pay-order workflow asks a method to collect: the unpaid orders of a locked trade, in its transaction. */
export interface Collection {
  userId: number;
  payNo: string;
  payType: PayTypeValue;
  /** Fen, the sum of `unpaid`'s totals. */
  amount: number;
  unpaid: readonly TradeOrder[];
  tradeExpiresAt: Date;
  cardIds: readonly number[];
  useBalance: boolean;
  at: Date;
}

/** Paid now (the orders are marked paid in the same transaction), or a prepay the buyer pays at the gateway. */
export type Collected = { paid: true } | { paid: false; prepay: AttemptRow };

/** What the refund-to-payer workflow asks a method to give back, in the refund's transaction. */
export interface PayBack {
  userId: number;
  payNo: string;
  /** Fen, positive. */
  amount: number;
  refundSn: string;
  at: Date;
}

/** Paid back now (`actor` names where the money went), or asked of the gateway (success comes with its notice). */
export type PaidBack = { done: true; actor: string } | { done: false; gatewayRefundId: string };

/**
 * A way of paying (ADR 0051): how it is refused before anything is locked, how it collects a trade's money and how
 * it pays a refund back to where the money came from. Chosen by payType from the table in `index.ts`.
 */
export interface PayMethod {
  /** Throws the buyer's message when the mall has switched this method off or cannot run it here. */
  ensureAvailable(c: PayConditions): void;
  collect(ctx: AppContext, tx: Tx, c: Collection): Promise<Collected>;
  payBack(ctx: AppContext, tx: Tx, p: PayBack): Promise<PaidBack>;
}
