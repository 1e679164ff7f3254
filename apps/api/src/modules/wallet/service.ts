import {
  fenToYuan,
  toPage,
  pageOffset,
  type BalanceLogRecord,
  type BalanceReason,
  type Locale,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";

export const WALLET_TEXT = {
  insufficient: { zh: "余额不足", en: "Insufficient balance" },
} as const;

const REASON_TEXT: Record<BalanceReason, { zh: string; en: string }> = {
  grant: { zh: "余额赠送", en: "Balance credit" },
  order_pay: { zh: "订单支付", en: "Order payment" },
  late_payment_refund: { zh: "订单已取消，支付款退回余额", en: "Payment for a cancelled order, refunded to balance" },
  duplicate_payment_refund: { zh: "重复支付，退回余额", en: "Duplicate payment, refunded to balance" },
  after_sales_refund: { zh: "售后退款", en: "After-sales refund" },
};

export interface Posting {
  userId: number;
  /** Signed fen: negative debits. */
  amount: number;
  reason: BalanceReason;
  refType: string;
  refId: string;
  at: Date;
}

/**
 * Balances as a ledger (ADR 0007). `post()` is the only way money moves: inside the caller's
 * transaction it locks the buyer's wallet row (creating it at 0 if needed), refuses a debit the
 * balance cannot cover, appends the ledger row and updates the cached balance — so the balance
 * always equals the ledger sum and never goes negative. (refType, refId, reason) is unique: the
 * same business event posted twice is a no-op that answers applied: false.
 */
export class WalletService {
  constructor(private readonly ctx: AppContext) {}

  async post(tx: Tx, p: Posting): Promise<{ applied: boolean; balance: number }> {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new RangeError(`ledger amount must be a non-zero integer, got ${p.amount}`);
    const balance = await q.lockWallet(tx, p.userId);
    if (await q.postingSeen(tx, p)) return { applied: false, balance };
    const after = balance + p.amount;
    if (after < 0) throw showFail(WALLET_TEXT.insufficient, 409);
    await q.appendPosting(tx, {
      userId: p.userId,
      amount: p.amount,
      balanceAfter: after,
      reason: p.reason,
      refType: p.refType,
      refId: p.refId,
      createdAt: p.at,
    });
    return { applied: true, balance: after };
  }

  /** Balance in fen (0 without a wallet). */
  balance(userId: number, db: Tx = this.ctx.database.db): Promise<number> {
    return q.balanceOf(db, userId);
  }

  /** The ledger sum (for checks and tests): must equal balance(). */
  ledgerSum(userId: number): Promise<number> {
    return q.ledgerSum(this.ctx.database.db, userId);
  }

  async log(userId: number, pq: PageQuery, locale: Locale): Promise<Page<BalanceLogRecord>> {
    const { rows, total } = await q.ledgerPage(this.ctx.database.db, userId, pq.size, pageOffset(pq));
    const records = rows.map((r) => ({
      logId: r.id,
      amount: fenToYuan(r.amount),
      balanceAfter: fenToYuan(r.balanceAfter),
      reason: r.reason as BalanceReason,
      reasonText: (REASON_TEXT[r.reason as BalanceReason] ?? { zh: r.reason, en: r.reason })[locale],
      refType: r.refType,
      refId: r.refId,
      createTime: mallDateTime(r.createdAt),
    }));
    return toPage(records, total, pq);
  }
}

export const walletServiceOf = perContext((ctx) => new WalletService(ctx));
