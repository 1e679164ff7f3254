import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  OrderStatus,
  PayType,
  TradeStatus,
  fenToYuan,
  type IsPayResult,
  type Locale,
  type PayInfo,
  type PayResult,
  type PayTypeValue,
  type SandboxConfirmResult,
  type SandboxPrepay,
} from "@souk/contract";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { configServiceOf } from "../config/service.ts";
import { payDescription } from "./description.ts";
import * as q from "./queries.ts";
import * as oq from "../order/reads.ts";
import { orderServiceOf } from "../order/service.ts";
import { lockOrders } from "../order/state.ts";
import { giftCardServiceOf } from "../giftcard/service.ts";
import { GIFT_CARD_TEXT } from "../giftcard/texts.ts";
import { walletServiceOf } from "../wallet/service.ts";
import {
  buildNotification,
  sandboxTransactionId,
  verifyNotification,
  wxNotification,
  type NotifyHeaders,
  type WxNotification,
  type WxTransaction,
} from "./wxpay-sandbox.ts";
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

/** Job kinds of payments (ADR 0003). */
export const PAYMENT_JOBS = { sweep: "payment.sweep" } as const;
export const sweepJobKey = (prepayId: string, round: number) => `pay-sweep:${prepayId}:${round}`;

export type NotifyOutcome = "paid" | "partial" | "late_refunded" | "duplicate_refunded" | "ignored" | "replay";

/** Decimal yuan of what an order list sums to, as fen. */
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Payments (ADR 0007): the payOrder workflow (balance: ledger debit and orders paid in one
 * transaction; WeChat Native: a prepay with a QR code), the notification handler (signature,
 * amount, idempotent per event id, late payments credited to the balance) and the sandbox gateway.
 */
/** What a prepay without a trade pays for; its module settles it (ADR 0019: top-ups, ADR 0020: membership). */
export type PrepayPurpose = "recharge" | "member";
/** Credits what a paid prepay bought, in the payment's transaction, once whatever the notifications do. */
export type PrepaySettler = (tx: Tx, ref: string, at: Date) => Promise<unknown>;

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
  private async markPaid(
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
  private async ownTrade(tx: Tx, userId: number, payNo: string) {
    const t = await oq.lockTrade(tx, payNo);
    if (!t || t.userId !== userId) throw new AppError("A03000");
    return t;
  }

  /** `POST /p/order/pay` — the payOrder workflow. */
  async payOrder(
    userId: number,
    payNo: string,
    payType: PayTypeValue,
    cards: { cardIds: readonly number[]; useBalance: boolean } = { cardIds: [], useBalance: false },
  ): Promise<PayResult> {
    const sw = (await configServiceOf(this.ctx).paySwitch()) as { balancePay?: boolean; wechatPay?: boolean };
    // Gift cards are the platform's own money: always accepted; the balance part follows its switch.
    if (payType === PayType.GIFT_CARD && cards.useBalance && !sw.balancePay) throw showFail(PAY_TEXT.methodOff);
    if ((payType === PayType.BALANCE && !sw.balancePay) || (payType === PayType.WECHAT_NATIVE && !sw.wechatPay))
      throw showFail(PAY_TEXT.methodOff);
    // No real gateway is configured: the sandbox is the only WeChat Pay, and it never runs in production.
    if (payType === PayType.WECHAT_NATIVE && this.ctx.config.production) throw showFail(PAY_TEXT.noGateway);
    const at = new Date(nowMs(this.ctx));
    const settings = commerceSettingsOf(this.ctx);

    const result: PayResult = await this.db.transaction(async (tx): Promise<PayResult> => {
      const trade = await this.ownTrade(tx, userId, payNo);
      const base = { payNo, payType, codeUrl: null, qrCode: null, expiresAt: null, expiresAtMs: null } as const;
      if (trade.status === TradeStatus.PAID)
        return { ...base, paid: true, amount: fenToYuan(trade.amount) } satisfies PayResult;
      const unpaid = (await oq.ofTrade(tx, payNo)).filter((o) => o.status === OrderStatus.UNPAY);
      if (trade.status === TradeStatus.CLOSED || unpaid.length === 0 || at.getTime() >= trade.expiresAt.getTime())
        throw new AppError("A03003");
      await lockOrders(
        tx,
        unpaid.map((o) => o.orderId),
      );
      const amount = sum(unpaid.map((o) => o.actualTotal));

      if (payType === PayType.GIFT_CARD && amount > 0) {
        // The cards first (soonest due first), the balance for the rest when allowed (ADR 0019).
        const left = await giftCardServiceOf(this.ctx).spend(tx, userId, cards.cardIds, amount, payNo, at);
        if (left > 0 && !cards.useBalance) throw showFail(GIFT_CARD_TEXT.insufficient);
        if (left > 0)
          await walletServiceOf(this.ctx).post(tx, {
            userId,
            amount: -left,
            reason: "order_pay",
            refType: "trade",
            refId: payNo,
            at,
          });
        await this.markPaid(
          tx,
          payNo,
          unpaid.map((o) => o.orderId),
          payType,
          `user:${userId}`,
          at,
        );
        return { ...base, paid: true, amount: fenToYuan(amount) } satisfies PayResult;
      }

      if (payType === PayType.BALANCE || payType === PayType.GIFT_CARD || amount === 0) {
        if (amount > 0) {
          await walletServiceOf(this.ctx).post(tx, {
            userId,
            amount: -amount,
            reason: "order_pay",
            refType: "trade",
            refId: payNo,
            at,
          });
        }
        await this.markPaid(
          tx,
          payNo,
          unpaid.map((o) => o.orderId),
          payType,
          `user:${userId}`,
          at,
        );
        return { ...base, paid: true, amount: fenToYuan(amount) } satisfies PayResult;
      }

      // WeChat Native: reuse the live prepay for exactly these orders, else open a new one.
      const numbers = unpaid
        .map((o) => o.orderNumber)
        .sort()
        .join(",");
      const live = await q.liveAttempt(tx, payNo, new Date(at.getTime() + 60_000));
      let attempt: q.AttemptRow | undefined =
        live &&
        live.amount === amount &&
        live.orders
          .map((o) => o.orderNumber)
          .sort()
          .join(",") === numbers
          ? live
          : undefined;
      if (!attempt) {
        const expiresAt = new Date(
          Math.min(at.getTime() + settings.wxpayQrMinutes * 60_000, trade.expiresAt.getTime()),
        );
        const items = await oq.itemsOf(
          tx,
          unpaid.map((o) => o.orderId),
        );
        const names = unpaid.flatMap((o) => (items.get(o.orderId) ?? []).map((i) => i.prodNameZh));
        attempt = await q.insertAttempt(tx, {
          prepayId: `wx${randomBytes(15).toString("hex")}`,
          payNo,
          userId,
          payType,
          amount,
          orders: unpaid.map((o) => ({ orderNumber: o.orderNumber, amount: o.actualTotal })),
          description: payDescription(payNo, names),
          status: "NOTPAY",
          expiresAt,
          createdAt: at,
        });
        await this.scheduleSweep(tx, attempt.prepayId, 1, at, trade.expiresAt);
      }
      const codeUrl = this.codeUrlOf(attempt!.prepayId);
      return {
        ...base,
        paid: false,
        amount: fenToYuan(amount),
        codeUrl,
        expiresAt: mallDateTime(attempt!.expiresAt),
        expiresAtMs: attempt!.expiresAt.getTime(),
      } satisfies PayResult;
    });
    if (result.codeUrl)
      result.qrCode = await QRCode.toDataURL(result.codeUrl, { margin: 1, width: 256, errorCorrectionLevel: "M" });
    return result;
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
    return this.prepayWithoutTrade(tx, { rechargeNo: r.rechargeNo }, r, at);
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
    return this.prepayWithoutTrade(tx, { memberOrderNo: r.memberOrderNo }, r, at);
  }

  /** A prepay that pays one thing other than a trade (top-up, membership): reused while live, swept until it expires. */
  private async prepayWithoutTrade(
    tx: Tx,
    ref: { rechargeNo: string } | { memberOrderNo: string },
    r: { userId: number; amount: number; description: string },
    at: Date,
  ): Promise<q.AttemptRow> {
    if (this.ctx.config.production) throw showFail(PAY_TEXT.noGateway);
    const stillLive = new Date(at.getTime() + 60_000);
    const live =
      "rechargeNo" in ref
        ? await q.liveRechargeAttempt(tx, ref.rechargeNo, stillLive)
        : await q.liveMemberAttempt(tx, ref.memberOrderNo, stillLive);
    if (live) return live;
    const expiresAt = new Date(at.getTime() + commerceSettingsOf(this.ctx).wxpayQrMinutes * 60_000);
    const attempt = await q.insertAttempt(tx, {
      prepayId: `wx${randomBytes(15).toString("hex")}`,
      payNo: null,
      ...ref,
      userId: r.userId,
      payType: PayType.WECHAT_NATIVE,
      amount: r.amount,
      orders: [],
      description: r.description,
      status: "NOTPAY",
      expiresAt,
      createdAt: at,
    });
    await this.scheduleSweep(tx, attempt.prepayId, 1, at, new Date(expiresAt.getTime() + 60_000));
    return attempt;
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
    const settings = commerceSettingsOf(this.ctx);
    const at = new Date(nowMs(this.ctx));
    const verdict = verifyNotification(
      settings.wxpaySandboxKey,
      headers,
      rawBody,
      Math.floor(at.getTime() / 1000),
      settings.notifyMaxAgeSeconds,
    );
    if (verdict !== "ok") {
      log.warn({ verdict }, "payment notification refused");
      throw new AppError("A00001", verdict === "stale" ? PAY_TEXT.stale : PAY_TEXT.badSignature, null, 401);
    }
    let parsed;
    try {
      parsed = wxNotification.safeParse(JSON.parse(rawBody));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new AppError("A00001", PAY_TEXT.badBody, null, 400);
    const n = parsed.data;
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

  /**
   * Schedules round `round` of the sweep of a prepay: `sweepMinutes` after `from`, but at the latest
   * a minute before the trade's unpaid deadline (so a payment whose notification was lost is found
   * before the order cancels itself); nothing when that moment has passed.
   */
  private async scheduleSweep(tx: Tx, prepayId: string, round: number, from: Date, deadline: Date): Promise<void> {
    const settings = commerceSettingsOf(this.ctx);
    const last = deadline.getTime() - 60_000;
    const runAt = Math.min(from.getTime() + settings.paymentSweepMinutes * 60_000, last);
    if (runAt <= from.getTime()) return;
    await this.ctx.jobs.schedule(
      PAYMENT_JOBS.sweep,
      { prepayId, round },
      { runAt: new Date(runAt), uniqueKey: sweepJobKey(prepayId, round), db: tx },
    );
  }

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
    const txn = await this.queryGateway(prepayId);
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
        await this.scheduleSweep(this.db, prepayId, round + 1, at, new Date(a.expiresAt.getTime() + 60_000));
      return "pending";
    }
    const t = await q.tradeOf(this.db, a.payNo);
    if (t && t.status === TradeStatus.UNPAID && a.expiresAt.getTime() > at.getTime())
      await this.scheduleSweep(
        this.db,
        prepayId,
        round + 1,
        at,
        new Date(Math.min(t.expiresAt.getTime(), a.expiresAt.getTime() + 60_000)),
      );
    return "pending";
  }

  /**
   * The gateway's order query (WeChat Pay v3 `GET /v3/pay/transactions/out-trade-no/{out_trade_no}`).
   * Only the sandbox gateway exists (payOrder refuses WeChat Pay in production), so it answers from
   * the sandbox's books.
   */
  private async queryGateway(prepayId: string): Promise<WxTransaction> {
    if (this.ctx.config.production) throw showFail(PAY_TEXT.noGateway);
    const paid = await q.sandboxPaymentOf(this.db, prepayId);
    if (!paid) {
      const a = await q.attemptOf(this.db, prepayId);
      return {
        out_trade_no: prepayId,
        transaction_id: "-",
        trade_state: "NOTPAY",
        amount: { total: a?.amount ?? 0, currency: "CNY" },
      };
    }
    return {
      out_trade_no: prepayId,
      transaction_id: paid.transactionId,
      trade_state: "SUCCESS",
      amount: { total: paid.amount, currency: "CNY", payer_total: paid.amount },
      success_time: paid.paidAt.toISOString(),
    };
  }

  // ---------------------------------------------------------------- sandbox gateway (not in production)

  async prepayView(prepayId: string): Promise<SandboxPrepay> {
    const a = await q.attemptOf(this.db, prepayId);
    if (!a) throw notFound(PAY_TEXT.unknownPrepay);
    const t = a.payNo ? await q.tradeOf(this.db, a.payNo) : null;
    const gatewayPaid = await q.sandboxPaymentOf(this.db, prepayId);
    const status: SandboxPrepay["status"] =
      a.status === "SUCCESS" || gatewayPaid
        ? "SUCCESS"
        : t?.status === TradeStatus.CLOSED
          ? "CLOSED"
          : a.expiresAt.getTime() <= nowMs(this.ctx)
            ? "EXPIRED"
            : "NOTPAY";
    return {
      prepayId,
      description: a.description,
      amount: fenToYuan(a.amount),
      expiresAt: mallDateTime(a.expiresAt),
      expiresAtMs: a.expiresAt.getTime(),
      status,
    };
  }

  /**
   * The payer confirms on the sandbox scan page: the gateway sends a signed notification to the
   * merchant's notify URL through `deliver` (an HTTP request), as the real gateway would.
   */
  async sandboxConfirm(
    prepayId: string,
    deliver: (body: string, headers: Record<string, string>) => Promise<number>,
  ): Promise<SandboxConfirmResult> {
    const view = await this.prepayView(prepayId);
    if (view.status !== "NOTPAY") return { notifyStatus: 0, status: view.status };
    const a = await q.attemptOf(this.db, prepayId);
    const key = commerceSettingsOf(this.ctx).wxpaySandboxKey;
    const transactionId = sandboxTransactionId(key, prepayId);
    // The gateway books the payment first; delivering the notification may fail (the sweep finds it).
    await q.bookSandboxPayment(this.db, {
      prepayId,
      transactionId,
      amount: a!.amount,
      paidAt: new Date(nowMs(this.ctx)),
    });
    const { body, headers } = buildNotification(key, {
      prepayId,
      transactionId,
      amount: a!.amount,
      payNo: a!.payNo ?? a!.rechargeNo ?? a!.memberOrderNo!,
      at: new Date(nowMs(this.ctx)),
    });
    const notifyStatus = await deliver(body, headers);
    return { notifyStatus, status: (await this.prepayView(prepayId)).status };
  }
}

export const paymentServiceOf = perContext((ctx) => new PaymentService(ctx));
