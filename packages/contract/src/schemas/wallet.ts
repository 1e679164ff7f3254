import { pageQuery } from "../pagination.ts";

/*
 * Balance (uc-balance). Every movement is a row of the buyer's ledger; the balance is their sum
 * (kept cached on a wallet row that is locked for every movement, so it never goes negative).
 */

/** `GET /p/user/balance` */
export interface BalanceInfo {
  /** Yuan. */
  balance: number;
}

/** `GET /p/user/balance/log?current=&size=` → Page<BalanceLogRecord>, newest first. */
export const balanceLogQuery = pageQuery;

/**
 * Why a ledger row exists: `grant` (demo/initial credit), `order_pay` (paid an order with the
 * balance), `late_payment_refund` (a payment that arrived for a cancelled order, credited back),
 * `duplicate_payment_refund` (a second payment for an already paid order, credited back).
 */
export type BalanceReason =
  "grant" | "order_pay" | "late_payment_refund" | "duplicate_payment_refund" | "after_sales_refund";

export interface BalanceLogRecord {
  logId: number;
  /** Signed yuan: negative for payments. */
  amount: number;
  /** Balance after this row (yuan). */
  balanceAfter: number;
  reason: BalanceReason;
  /** Localized description of the reason. */
  reasonText: string;
  /** What the row refers to: "trade" (payNo), "order" (orderNumber), "seed". */
  refType: string;
  refId: string;
  createTime: string;
}
