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
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { refuseOtherAdjustment } from "../../infra/request-fingerprint.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";
import { WALLET_TEXT, REASON_TEXT } from "./texts.ts";

export interface Posting {
  userId: number;
  /** Signed fen: negative debits. */
  amount: number;
  reason: BalanceReason;
  refType: string;
  refId: string;
  at: Date;
  /** Manual adjustments only: who ("staff:<id>", "cli:<name>") and why. */
  operator?: string;
  note?: string;
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
      operator: p.operator ?? null,
      note: p.note ?? null,
      createdAt: p.at,
    });
    return { applied: true, balance: after };
  }

  /**
   * A platform operator's manual correction (signed fen), recorded with who and why; `requestId`
   * makes a retried adjustment one row. A debit the balance cannot cover is refused.
   */
  async adjust(a: {
    userId: number;
    amount: number;
    operator: string;
    note: string;
    requestId: string;
    /** Written in the adjustment's transaction once it applied (the platform's operation log). */
    record?: (tx: Tx, balance: number) => Promise<void>;
  }): Promise<{ applied: boolean; balance: number }> {
    if (!(await q.userExists(this.ctx.database.db, a.userId))) throw notFound(WALLET_TEXT.noUser);
    return this.ctx.database.db.transaction(async (tx) => {
      const earlier = await q.adjustmentOf(tx, a.requestId);
      refuseOtherAdjustment(earlier, a, WALLET_TEXT.adjustedWithOtherDetails);
      // Under the wallet's lock: a replay answers as before; a new debit beyond the balance is refused.
      const held = await q.lockWallet(tx, a.userId);
      if (held + a.amount < 0 && !earlier) throw showFail(WALLET_TEXT.debitBeyondBalance(fenToYuan(held)), 409);
      const r = await this.post(tx, {
        userId: a.userId,
        amount: a.amount,
        reason: "admin_adjust",
        refType: "adjust",
        refId: a.requestId,
        operator: a.operator,
        note: a.note,
        at: new Date(),
      });
      if (r.applied && a.record) await a.record(tx, r.balance);
      return r;
    });
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
      note: r.note,
      createTime: mallDateTime(r.createdAt),
    }));
    return toPage(records, total, pq);
  }
}

export const walletServiceOf = perContext((ctx) => new WalletService(ctx));
