import {
  OrderStatus,
  TradeStatus,
  fenToYuan,
  type IsPayResult,
  type Locale,
  type PayInfo,
  type SandboxConfirmResult,
} from "@souk/contract";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";
import * as oq from "../order/reads.ts";
import { orderServiceOf } from "../order/service.ts";
import { lockOrders } from "../order/state.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { prepayWithoutTrade, verifyNotice } from "./methods/index.ts";
import { queryGateway, sandboxConfirm } from "./sandbox-gateway.ts";
import { PAYMENT_JOBS, scheduleSweep } from "./sweep-schedule.ts";
import { wxNotification, type NotifyHeaders, type WxNotification } from "./wxpay-sandbox.ts";
import { PAY_TEXT } from "./texts.ts";

/** A trade the submit workflow opens (amount in fen). */
export interface NewTrade {
  payNo: string;
  userId: number;
  amount: number;
  expiresAt: Date;
  at: Date;
}

function tradeRow(t: NewTrade) {
  return {
    payNo: t.payNo,
    userId: t.userId,
    amount: t.amount,
    status: TradeStatus.UNPAID,
    expiresAt: t.expiresAt,
    createdAt: t.at,
  };
}

export type NotifyOutcome = "paid" | "partial" | "late_refunded" | "duplicate_refunded" | "ignored" | "replay";

/** Decimal yuan of what an order list sums to, as fen. */
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** What a prepay without a trade pays for; its module settles it (ADR 0019: top-ups, ADR 0020: membership). */
export type PrepayPurpose = "recharge" | "member";
/** Credits what a paid prepay bought, in the payment's transaction, once whatever the notifications do. */
export type PrepaySettler = (tx: Tx, ref: string, at: Date) => Promise<unknown>;

/**
 * Payments (ADR 0007): trades, what the pay-order workflow (workflows/pay-order.ts) locks and marks paid, the
 * WeChat notification handler (signature, amount, idempotent per event id, late payments credited to the
 * balance) and the payment sweep. How each method collects and pays back lives in `methods/` (ADR 0051).
 */
export class PaymentService {
  private readonly settlers = new Map<PrepayPurpose, PrepaySettler>();

  constructor(private readonly ctx: AppContext) {}

  /**
   * The module that sells something other than goods (wallet top-ups, membership) registers how a paid prepay of
   * its purpose is credited, when its service is created — payment then never imports the modules it pays for.
   */
  addPrepaySettler(purpose: PrepayPurpose, settle: PrepaySettler): void {
    this.settlers.set(purpose, settle);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * The "open the trade" step of the submit workflow (checkout), inside its transaction: what the
   * buyer pays for the orders of one submit, unpaid until `expiresAt`.
   */
  async openTrade(tx: Tx, t: NewTrade): Promise<void> {
    await q.insertTrade(tx, tradeRow(t));
  }

  /** openTrade's insert as SQL, for one larger statement in the caller's transaction (submit, ADR 0031). */
  openTradeSql(tx: Tx, t: NewTrade): SQL {
    return q.insertTradeSql(tx, tradeRow(t));
  }

  /** Orders of a trade paid (ADR 0007), and the trade with them when any order changed. */
  async markPaid(
    tx: Tx,
    payNo: string,
    orderIds: readonly number[],
    payType: number,
    actor: string,
    at: Date,
  ): Promise<void> {
    const paid = await orderServiceOf(this.ctx).markPaid(tx, payNo, orderIds, payType, actor, at);
    if (paid.length > 0) await q.markTradePaid(tx, payNo, payType, at);
  }

  /**
   * A trade of nothing to pay (a points-mall exchange the points paid in full), inside the submit
   * transaction: its orders are paid at once with payType 0 (mall4cloud SCOREPAY). Refuses a trade
   * that has money to pay.
   */
  async settleWithoutMoney(tx: Tx, payNo: string, orderIds: readonly number[], actor: string, at: Date): Promise<void> {
    const t = await oq.lockTrade(tx, payNo);
    if (!t || Number(t.amount) !== 0) throw new RangeError(`trade ${payNo} has money to pay`);
    await this.markPaid(tx, payNo, orderIds, 0, actor, at);
  }

  /** A trade of the buyer, locked; A03000 when unknown or another buyer's. */
  async lockOwnTrade(tx: Tx, userId: number, payNo: string) {
    const t = await oq.lockTrade(tx, payNo);
    if (!t || t.userId !== userId) throw new AppError("A03000");
    return t;
  }

  /** The URL the QR code of a prepay encodes (the sandbox's scan page: no real gateway exists). */
  codeUrlOf(prepayId: string): string {
    return `${this.ctx.config.publicUrl}/weixin-pay/sandbox-scan?prepayId=${prepayId}`;
  }

  /**
   * The WeChat prepay of a balance top-up (no trade, no orders): the live one of that top-up is
   * reused, else a new one lives `wxpayQrMinutes`. The sweep looks for a lost notification until
   * it expires. Runs in the caller's transaction (the top-up row is created or locked there).
   */
  rechargePrepay(
    tx: Tx,
    r: { rechargeNo: string; userId: number; amount: number; description: string },
    at: Date,
  ): Promise<q.AttemptRow> {
    return prepayWithoutTrade(this.ctx, tx, { rechargeNo: r.rechargeNo }, r, at);
  }

  /**
   * The WeChat prepay of a membership purchase (member module): like a top-up's. A paid prepay
   * is settled by the member module's settler (once, under the purchase's lock).
   */
  memberPrepay(
    tx: Tx,
    r: { memberOrderNo: string; userId: number; amount: number; description: string },
    at: Date,
  ): Promise<q.AttemptRow> {
    return prepayWithoutTrade(this.ctx, tx, { memberOrderNo: r.memberOrderNo }, r, at);
  }

  /** `GET /p/order/isPay/:payNo` */
  async isPay(userId: number, payNo: string): Promise<IsPayResult> {
    const t = await q.tradeOf(this.db, payNo);
    if (!t || t.userId !== userId) throw new AppError("A03000");
    return { paid: t.status === TradeStatus.PAID, status: t.status as 0 | 1 | 2 };
  }

  /** `GET /p/order/payInfo?payNo=` */
  async payInfo(userId: number, payNo: string, locale: Locale): Promise<PayInfo> {
    const t = await q.tradeOf(this.db, payNo);
    if (!t || t.userId !== userId) throw new AppError("A03000");
    const orders = await oq.ofTrade(this.db, payNo);
    if (orders.length === 0) throw new AppError("A03000"); // orders removed with the demo data (seed --reset)
    const unpaid = orders.filter((o) => o.status === OrderStatus.UNPAY);
    const items = await oq.itemsOf(
      this.db,
      orders.map((o) => o.orderId),
    );
    const a = orders[0]!.addr;
    return {
      payNo,
      status: t.status as 0 | 1 | 2,
      totalFee: fenToYuan(t.status === TradeStatus.UNPAID ? sum(unpaid.map((o) => o.actualTotal)) : 0),
      endTime: mallDateTime(t.expiresAt),
      endTimeMs: t.expiresAt.getTime(),
      nowMs: nowMs(this.ctx),
      orderNumbers: orders.map((o) => o.orderNumber),
      prodNames: [...items.values()].flat().map((i) => pick(locale, i.prodNameZh, i.prodNameEn)),
      receiver: a.receiver,
      mobile: a.mobile,
      userAddr: `${a.province} ${a.city} ${a.area} ${a.addr}`,
      balance: fenToYuan(await walletServiceOf(this.ctx).balance(userId)),
    };
  }

  // ---------------------------------------------------------------- notifications

  /**
   * `POST /notice/pay/wxpay`: verifies the signature and its time window, checks the amount against
   * the prepay, records the event (unique per event id: a replay changes nothing), then pays the
   * prepay's orders that are still unpaid and credits the balance with the share of orders that
   * were cancelled (late payment) or already paid (duplicate) in the meantime — money is never lost.
   */
  async handleWxNotify(
    rawBody: string,
    headers: NotifyHeaders,
    log: { warn: (o: object, m: string) => void },
  ): Promise<{ outcome: NotifyOutcome }> {
    const at = new Date(nowMs(this.ctx));
    const n = verifyNotice(this.ctx, rawBody, headers, at, wxNotification, (verdict) =>
      log.warn({ verdict }, "payment notification refused"),
    );
    if (n.event_type !== "TRANSACTION.SUCCESS" || n.resource.trade_state !== "SUCCESS") return { outcome: "ignored" };
    return this.settle(n, at, log);
  }

  /**
   * What a verified TRANSACTION.SUCCESS does, whoever learnt it — the signed notification or the
   * payment sweep's order query: the amount is checked against the prepay, the event is recorded
   * (unique per event id: a replay changes nothing) and the payment applied once per transaction id
   * (the same transaction under another event id is "ignored").
   */
  private async settle(
    n: WxNotification,
    at: Date,
    log: { warn: (o: object, m: string) => void },
  ): Promise<{ outcome: NotifyOutcome }> {
    const r = n.resource;
    return this.db.transaction(async (tx) => {
      const attempt = await q.lockAttempt(tx, r.out_trade_no);
      if (!attempt) {
        log.warn({ prepayId: r.out_trade_no }, "payment notification for an unknown prepay");
        throw new AppError("A00001", PAY_TEXT.unknownPrepay, null, 400);
      }
      if (r.amount.total !== attempt.amount || r.amount.currency !== "CNY") {
        log.warn(
          { prepayId: attempt.prepayId, expected: attempt.amount, got: r.amount },
          "payment notification with a wrong amount",
        );
        throw new AppError("A00001", PAY_TEXT.amountMismatch, null, 400);
      }
      const recorded = await q.recordNotification(tx, {
        provider: "wxpay",
        eventId: n.id,
        prepayId: attempt.prepayId,
        providerTxnId: r.transaction_id,
        amount: r.amount.total,
        outcome: "pending",
        body: n,
        receivedAt: at,
      });
      if (recorded === undefined) return { outcome: "replay" as const };

      const outcome = await this.applyPayment(tx, attempt, r.transaction_id, at);
      await q.setNotificationOutcome(tx, recorded, outcome);
      return { outcome };
    });
  }

  private async applyPayment(tx: Tx, attempt: q.AttemptRow, txnId: string, at: Date): Promise<NotifyOutcome> {
    const wallet = walletServiceOf(this.ctx);
    if (attempt.status === "SUCCESS") {
      if (attempt.providerTxnId === txnId) return "ignored"; // the same transaction again under another event id
      // A second transaction for a prepay already paid: the payer paid twice. Credit it back.
      await wallet.post(tx, {
        userId: attempt.userId,
        amount: attempt.amount,
        reason: "duplicate_payment_refund",
        refType: "txn",
        refId: txnId,
        at,
      });
      return "duplicate_refunded";
    }
    await q.markAttemptPaid(tx, attempt.prepayId, txnId, at);
    // A top-up or a membership: credited once by its module (keyed by its number), even after the QR code lapsed.
    const purpose: [PrepayPurpose, string] | null = attempt.rechargeNo
      ? ["recharge", attempt.rechargeNo]
      : attempt.memberOrderNo
        ? ["member", attempt.memberOrderNo]
        : null;
    if (purpose) {
      const settle = this.settlers.get(purpose[0]);
      if (!settle) throw new Error(`no settler registered for ${purpose[0]} prepays`);
      await settle(tx, purpose[1], at);
      return "paid";
    }
    const payNo = attempt.payNo!;
    await oq.lockTrade(tx, payNo);
    const all = await oq.ofTrade(tx, payNo);
    const byNumber = new Map(all.map((o) => [o.orderNumber, o]));
    const covered = attempt.orders.map((c) => ({ ...c, order: byNumber.get(c.orderNumber) }));
    await lockOrders(
      tx,
      covered.flatMap((c) => (c.order ? [c.order.orderId] : [])),
    );
    const payable = covered.filter((c) => c.order?.status === OrderStatus.UNPAY);
    const late = covered.filter((c) => !c.order || c.order.status === OrderStatus.CLOSE);
    const dup = covered.filter(
      (c) => c.order && c.order.status !== OrderStatus.UNPAY && c.order.status !== OrderStatus.CLOSE,
    );
    // Wallet before products: the lock order of every money workflow (ADR 0007).
    const lateAmount = sum(late.map((c) => c.amount));
    const dupAmount = sum(dup.map((c) => c.amount));
    if (lateAmount > 0)
      await wallet.post(tx, {
        userId: attempt.userId,
        amount: lateAmount,
        reason: "late_payment_refund",
        refType: "prepay",
        refId: attempt.prepayId,
        at,
      });
    if (dupAmount > 0)
      await wallet.post(tx, {
        userId: attempt.userId,
        amount: dupAmount,
        reason: "duplicate_payment_refund",
        refType: "prepay",
        refId: attempt.prepayId,
        at,
      });
    if (payable.length > 0) {
      await this.markPaid(
        tx,
        payNo,
        payable.map((c) => c.order!.orderId),
        attempt.payType,
        "payment:wxpay",
        at,
      );
    }
    if (payable.length === covered.length) return "paid";
    if (payable.length > 0) return "partial";
    return late.length > 0 ? "late_refunded" : "duplicate_refunded";
  }

  // ---------------------------------------------------------------- payment sweep

  /** Registers the job handlers (once per app). */
  registerJobs(): void {
    this.ctx.jobs.register<{ prepayId: string; round: number }>(PAYMENT_JOBS.sweep, async (p, job) => {
      const outcome = await this.sweep(p.prepayId, p.round, job.log);
      if (outcome !== "pending" && outcome !== "settled")
        job.log.info({ prepayId: p.prepayId, outcome }, "payment found by the sweep (notification missing)");
    });
  }

  /**
   * One round of the payment sweep of a prepay (idempotent, ADR 0003): when the prepay is still
   * unpaid here, ask the gateway; a paid answer is settled exactly like the signed notification
   * (event id `query:<transaction id>`); otherwise the next round is scheduled while the trade can
   * still be paid. "settled": nothing to do; "pending": the gateway has no payment yet.
   */
  async sweep(
    prepayId: string,
    round: number,
    log: { warn: (o: object, m: string) => void },
  ): Promise<NotifyOutcome | "settled" | "pending"> {
    const a = await q.attemptOf(this.db, prepayId);
    if (!a || a.status !== "NOTPAY") return "settled";
    const txn = await queryGateway(this.ctx, prepayId);
    const at = new Date(nowMs(this.ctx));
    if (txn.trade_state === "SUCCESS") {
      const n: WxNotification = {
        id: `query:${txn.transaction_id}`,
        create_time: at.toISOString(),
        event_type: "TRANSACTION.SUCCESS",
        resource_type: "order-query",
        summary: "payment sweep",
        resource: txn,
      };
      return (await this.settle(n, at, log)).outcome;
    }
    if (!a.payNo) {
      // A top-up or a membership purchase: keep asking while its QR code can still be paid.
      if (a.expiresAt.getTime() > at.getTime())
        await scheduleSweep(this.ctx, this.db, prepayId, round + 1, at, new Date(a.expiresAt.getTime() + 60_000));
      return "pending";
    }
    const t = await q.tradeOf(this.db, a.payNo);
    if (t && t.status === TradeStatus.UNPAID && a.expiresAt.getTime() > at.getTime())
      await scheduleSweep(
        this.ctx,
        this.db,
        prepayId,
        round + 1,
        at,
        new Date(Math.min(t.expiresAt.getTime(), a.expiresAt.getTime() + 60_000)),
      );
    return "pending";
  }

  /** The sandbox gateway: the payer confirms on its scan page (sandbox-gateway.ts). */
  sandboxConfirm(
    prepayId: string,
    deliver: (body: string, headers: Record<string, string>) => Promise<number>,
  ): Promise<SandboxConfirmResult> {
    return sandboxConfirm(this.ctx, prepayId, deliver);
  }
}

export const paymentServiceOf = perContext((ctx) => new PaymentService(ctx));
