import { eq } from "drizzle-orm";
import {
  OrderCloseType,
  OrderStatus,
  PayType,
  REFUND_REASONS,
  REFUND_STATUS_TEXT,
  REFUND_TABS,
  RefundStatus,
  fenToYuan,
  toPage,
  validationText,
  type Locale,
  type Page,
  type PageQuery,
  type RefundApplication,
  type RefundApplyInfo,
  type RefundApplyResult,
  type RefundDetail,
  type RefundListItem,
  type RefundReason,
  type RefundStatusValue,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { orders, products, refundEvents, refundNotifications, refunds } from "../../infra/db/schema/index.ts";
import { AppError, showFail, type LocalizedText } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { requestFingerprint } from "../../infra/request-fingerprint.ts";
import { releaseStock } from "../catalog/inventory.ts";
import type { Tx } from "../../infra/db/client.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import * as oq from "../order/reads.ts";
import { orderServiceOf } from "../order/service.ts";
import { lockOrders, transition as orderTransition } from "../order/state.ts";
import { verifyNotification, type NotifyHeaders } from "../payment/wxpay-sandbox.ts";
import { proofStoreOf } from "./proof-store.ts";
import { proofUrlsFor } from "./proofs.ts";
import { giftCardServiceOf } from "../giftcard/service.ts";
import { walletServiceOf } from "../wallet/service.ts";
import * as q from "./queries.ts";
import { refundSettingsOf } from "./settings.ts";
import { maxRefundFor, refundableShares } from "./share.ts";
import { refundTransition, type RefundAction } from "./state.ts";
import { buildRefundNotification, sandboxRefundCall, wxRefundNotification } from "../payment/wxpay-refund.ts";
import { REFUND_TEXT, EVENT_TEXT } from "./texts.ts";
import { pointsServiceOf } from "../points/service.ts";

const fill = (t: LocalizedText, vars: Record<string, string | number>): LocalizedText => ({
  zh: t.zh.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k])),
  en: t.en.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k])),
});

/** The request id prefix of the refunds the system makes for a closed order (`refundClosedOrder`). */
const SYSTEM_REFUND = "system:";

export const REFUND_JOBS = {
  autoAccept: "refund.autoAccept",
  shipTimeout: "refund.shipTimeout",
  sandboxNotify: "refund.wxSandboxNotify",
} as const;

type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * After-sales (ADR 0012): applications per order line moving through the one state
 * machine (state.ts), the money going back where it came from (balance: the wallet ledger;
 * WeChat: the gateway's refund call and its signed, idempotent notification), durable timers,
 * and the shop side. Every workflow is one transaction that locks the order first, so two
 * workflows on the same order queue up; the partial unique index keeps one open application per line.
 */
export class RefundService {
  constructor(private readonly ctx: AppContext) {}

  /** How the sandbox gateway reaches the notify URL (routes set it to an in-process HTTP request). */
  deliver: Deliver | null = null;

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  registerJobs(): void {
    this.ctx.jobs.register<{ refundSn: string; version: number }>(REFUND_JOBS.autoAccept, async (p, job) => {
      if (await this.systemStep(p.refundSn, p.version, "autoAccept"))
        job.log.info({ refundSn: p.refundSn }, "after-sales accepted after the shop's silence");
    });
    this.ctx.jobs.register<{ refundSn: string; version: number }>(REFUND_JOBS.shipTimeout, async (p, job) => {
      if (await this.systemStep(p.refundSn, p.version, "shipTimeout"))
        job.log.info({ refundSn: p.refundSn }, "after-sales closed: no return logistics in time");
    });
    this.ctx.jobs.register<{ refundSn: string }>(REFUND_JOBS.sandboxNotify, async (p) => {
      await this.sandboxNotify(p.refundSn);
    });
    orderServiceOf(this.ctx).addReceiptHold((tx, orderId) => q.hasOpen(tx, orderId));
  }

  // ---------------------------------------------------------------- buyer: apply

  private async lineOf(tx: Tx, userId: number, orderNumber: string, orderItemId: number) {
    const o = await oq.byNumber(tx, orderNumber, { userId });
    if (!o) throw new AppError("A03000");
    const items = (await oq.itemsOf(tx, [o.orderId])).get(o.orderId) ?? [];
    const item = items.find((i) => i.orderItemId === orderItemId);
    if (!item) throw showFail(REFUND_TEXT.noLine, 404);
    const share = refundableShares(items).get(orderItemId)!;
    return { o, item, share };
  }

  /** The order-level rules: paid, not closed, within the after-sales window; returns only after shipping. */
  private checkOrder(o: oq.OrderWithShop, applyType: number, at: Date): void {
    if (o.status === OrderStatus.UNPAY || o.status === OrderStatus.WAIT_GROUP) throw showFail(REFUND_TEXT.notPaid, 409);
    if (o.status === OrderStatus.CLOSE) throw showFail(REFUND_TEXT.closed, 409);
    if (o.receivedAt && at.getTime() > o.receivedAt.getTime() + refundSettingsOf(this.ctx).afterSalesDays * 86_400_000)
      throw showFail(REFUND_TEXT.expired, 409);
    if (applyType === 2 && o.status === OrderStatus.PAYED) throw showFail(REFUND_TEXT.notShipped, 409);
  }

  private async noReasonAllowed(tx: Tx, o: oq.OrderWithShop, prodId: number, at: Date): Promise<boolean> {
    const [p] = await tx
      .select({ f: products.noReasonReturn })
      .from(products)
      .where(eq(products.prodId, prodId))
      .limit(1);
    if (p?.f !== 1) return false;
    return (
      !o.receivedAt || at.getTime() <= o.receivedAt.getTime() + refundSettingsOf(this.ctx).noReasonDays * 86_400_000
    );
  }

  /**
   * Each photo must be the buyer's own private upload that still exists (proof-store.ts), or one
   * already on the application being edited (old applications hold public paths).
   */
  private async checkImages(
    userId: number,
    imgs: readonly string[],
    locale: Locale,
    current: readonly string[] = [],
  ): Promise<void> {
    const proofs = proofStoreOf(this.ctx);
    for (const pic of imgs) {
      if (current.includes(pic)) continue;
      if (proofs.ownerOf(pic) !== userId || !(await proofs.read(pic))) {
        throw fieldError("imgUrls", validationText("v.pic")!, locale);
      }
    }
  }

  /** Quantity and amount against the line: bought − already refunded, the refundable share. */
  private async checkAmounts(
    tx: Tx,
    a: Pick<RefundApplication, "refundCount" | "refundAmount" | "buyerReason">,
    line: Awaited<ReturnType<RefundService["lineOf"]>>,
    exceptRefundId: number,
    at: Date,
  ): Promise<void> {
    const used = await q.usedOfLine(tx, line.item.orderItemId, exceptRefundId);
    if (used.open > 0) throw showFail(REFUND_TEXT.inProgress, 409);
    const left = line.item.count - used.count;
    if (left <= 0 || line.share - used.amount <= 0) throw showFail(REFUND_TEXT.nothingLeft, 409);
    if (a.refundCount > left) throw showFail(fill(REFUND_TEXT.countTooMany, { n: left }), 400);
    const max = maxRefundFor(line.share, line.item.count, used.count, used.amount, a.refundCount);
    if (a.refundAmount > max) throw showFail(fill(REFUND_TEXT.amountTooMuch, { max: fenToYuan(max).toFixed(2) }), 400);
    if (a.buyerReason === "noReason7Days" && !(await this.noReasonAllowed(tx, line.o, line.item.prodId, at)))
      throw showFail(REFUND_TEXT.noReason, 400);
  }

  /** `GET /p/orderRefund/applyInfo` — what the apply form of a line may ask. */
  async applyInfo(userId: number, orderNumber: string, orderItemId: number, locale: Locale): Promise<RefundApplyInfo> {
    const at = this.now();
    const line = await this.lineOf(this.db, userId, orderNumber, orderItemId);
    const used = await q.usedOfLine(this.db, orderItemId);
    const maxCount = Math.max(0, line.item.count - used.count);
    const noReason = await this.noReasonAllowed(this.db, line.o, line.item.prodId, at);
    return {
      item: lineView(line.item, locale),
      orderNumber,
      orderStatus: line.o.status,
      maxCount,
      maxAmount: fenToYuan(
        maxCount > 0 ? maxRefundFor(line.share, line.item.count, used.count, used.amount, maxCount) : 0,
      ),
      canReturn: line.o.status !== OrderStatus.PAYED,
      noReasonReturn: noReason,
      reasons: (Object.keys(REFUND_REASONS) as RefundReason[])
        .filter((k) => k !== "noReason7Days" || noReason)
        .map((k) => ({ key: k, text: REFUND_REASONS[k][locale] })),
    };
  }

  /**
   * `POST /p/orderRefund/apply`. A repeated requestId answers the first result when it asks for the
   * same (line, type, count, amount, reason, description, pictures); asking for something else with
   * it is refused (409 A00015). Nothing changes on refusal.
   */
  async apply(userId: number, a: RefundApplication, locale: Locale): Promise<RefundApplyResult> {
    const requestHash = a.requestId ? requestFingerprint({ ...a, requestId: undefined }) : null;
    const replay = (first: Awaited<ReturnType<typeof q.byRequest>>): RefundApplyResult | null => {
      if (!first) return null;
      if (first.requestHash !== null && first.requestHash !== requestHash)
        throw new AppError("A00015", REFUND_TEXT.appliedWithOtherDetails);
      return { refundSn: first.refundSn, status: first.status as RefundStatusValue };
    };
    if (a.requestId) {
      const first = replay(await q.byRequest(this.db, userId, a.requestId));
      if (first) return first;
    }
    await this.checkImages(userId, a.imgUrls, locale);
    const at = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        const line = await this.lineOf(tx, userId, a.orderNumber, a.orderItemId);
        await lockOrders(tx, [line.o.orderId]);
        if (a.requestId) {
          const first = replay(await q.byRequest(tx, userId, a.requestId));
          if (first) return first;
        }
        this.checkOrder(line.o, a.applyType, at);
        await this.checkAmounts(tx, a, line, 0, at);
        const [r] = await tx
          .insert(refunds)
          .values({
            refundSn: newBizNumber(at),
            userId,
            shopId: line.o.shopId,
            orderId: line.o.orderId,
            orderItemId: a.orderItemId,
            applyType: a.applyType,
            status: RefundStatus.APPLIED,
            refundCount: a.refundCount,
            refundAmount: a.refundAmount,
            buyerReason: a.buyerReason,
            buyerDesc: a.buyerDesc,
            imgUrls: [...new Set(a.imgUrls)],
            payType: line.o.payType,
            requestId: a.requestId ?? null,
            requestHash,
            deadlineAt: new Date(at.getTime() + refundSettingsOf(this.ctx).merchantAnswerMs),
            appliedAt: at,
            updatedAt: at,
          })
          .returning();
        await tx.insert(refundEvents).values({
          refundId: r!.refundId,
          event: "apply",
          fromStatus: null,
          toStatus: RefundStatus.APPLIED,
          actor: `user:${userId}`,
          message: a.buyerDesc || null,
          at,
        });
        await this.scheduleAnswer(tx, r!, at);
        return { refundSn: r!.refundSn, status: RefundStatus.APPLIED as RefundStatusValue };
      });
    } catch (e) {
      // The partial unique index: another application for this line won a race.
      if (isUniqueViolation(e)) {
        if (a.requestId) {
          const first = replay(await q.byRequest(this.db, userId, a.requestId));
          if (first) return first;
        }
        throw showFail(REFUND_TEXT.inProgress, 409);
      }
      throw e;
    }
  }

  private async scheduleAnswer(tx: Tx, r: { refundSn: string; version: number }, at: Date): Promise<void> {
    await this.ctx.jobs.schedule(
      REFUND_JOBS.autoAccept,
      { refundSn: r.refundSn, version: r.version },
      {
        runAt: new Date(at.getTime() + refundSettingsOf(this.ctx).merchantAnswerMs),
        uniqueKey: `refund-agree:${r.refundSn}:${r.version}`,
        db: tx,
      },
    );
  }

  /** `PUT /p/orderRefund/edit` — a refused application, edited, goes back to the shop (a new round of timers). */
  async edit(
    userId: number,
    refundSn: string,
    a: Omit<RefundApplication, "orderNumber" | "orderItemId" | "requestId">,
    locale: Locale,
  ): Promise<RefundApplyResult> {
    const current = (await q.bySn(this.db, refundSn, { userId }))?.imgUrls ?? [];
    await this.checkImages(userId, a.imgUrls, locale, current);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const r = await this.ownLocked(tx, { userId }, refundSn);
      if (r.status !== RefundStatus.REFUSED) throw showFail(REFUND_TEXT.cannotEdit, 409);
      const o = await this.orderOf(tx, r.orderId);
      const line = await this.lineOf(tx, userId, o.orderNumber, r.orderItemId);
      this.checkOrder(line.o, a.applyType, at);
      await this.checkAmounts(tx, a, line, r.refundId, at);
      const version = r.version + 1;
      const done = await refundTransition(tx, r, "edit", {
        at,
        actor: `user:${userId}`,
        message: a.buyerDesc || null,
        set: {
          applyType: a.applyType,
          refundCount: a.refundCount,
          refundAmount: a.refundAmount,
          buyerReason: a.buyerReason,
          buyerDesc: a.buyerDesc,
          imgUrls: [...new Set(a.imgUrls)],
          rejectMessage: null,
          version,
          deadlineAt: new Date(at.getTime() + refundSettingsOf(this.ctx).merchantAnswerMs),
        },
      });
      if (!done) throw showFail(REFUND_TEXT.cannotEdit, 409);
      await this.scheduleAnswer(tx, { refundSn, version }, at);
      return { refundSn, status: RefundStatus.APPLIED as RefundStatusValue };
    });
  }

  /** `PUT /p/orderRefund/cancel` — withdraw an open application (applied, accepted before shipping, refused). */
  async withdraw(userId: number, refundSn: string): Promise<void> {
    await this.step({ userId }, refundSn, "withdraw", `user:${userId}`, REFUND_TEXT.cannotWithdraw, {
      set: { closeType: 1, deadlineAt: null },
    });
  }

  /** `PUT /p/orderRefund/submitExpress` — carrier and tracking number after the shop accepted a return. */
  async ship(userId: number, refundSn: string, carrier: string, trackingNumber: string): Promise<void> {
    await this.step({ userId }, refundSn, "ship", `user:${userId}`, REFUND_TEXT.cannotShip, {
      message: `${carrier} ${trackingNumber}`,
      set: { carrier, trackingNumber, deadlineAt: null },
    });
  }

  // ---------------------------------------------------------------- shop

  accept(shopId: number, actor: string, refundSn: string): Promise<void> {
    return this.step({ shopId }, refundSn, "accept", actor, REFUND_TEXT.notPending);
  }

  refuse(shopId: number, actor: string, refundSn: string, reason: string): Promise<void> {
    return this.step({ shopId }, refundSn, "refuse", actor, REFUND_TEXT.notPending, {
      message: reason,
      set: { rejectMessage: reason, deadlineAt: null },
    });
  }

  receive(shopId: number, actor: string, refundSn: string, restock: boolean): Promise<void> {
    return this.step({ shopId }, refundSn, "receive", actor, REFUND_TEXT.notShippedBack, { restock });
  }

  // ---------------------------------------------------------------- the workflow

  private async orderOf(tx: Tx, orderId: number) {
    const [o] = await tx.select({ n: orders.orderNumber }).from(orders).where(eq(orders.orderId, orderId)).limit(1);
    const full = o ? await oq.byNumber(tx, o.n, {}) : null;
    if (!full) throw new AppError("A03000");
    return full;
  }

  /** The application (of this buyer or shop), with its order locked first (order → application: the lock order). */
  private async ownLocked(tx: Tx, owner: { userId?: number; shopId?: number }, refundSn: string): Promise<q.RefundRow> {
    const r0 = await q.bySn(tx, refundSn, owner);
    if (!r0) throw showFail(REFUND_TEXT.notFound, 404);
    await lockOrders(tx, [r0.orderId]);
    return (await q.bySn(tx, refundSn, owner))!;
  }

  /**
   * One step of the machine in one transaction: lock, transition (refused → `refusal`, nothing
   * changed), then what the new status asks for: timers, restock, money.
   */
  private async step(
    owner: { userId?: number; shopId?: number },
    refundSn: string,
    action: RefundAction,
    actor: string,
    refusal: LocalizedText,
    opts: { message?: string; set?: Partial<typeof refunds.$inferInsert>; restock?: boolean } = {},
  ): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const r = await this.ownLocked(tx, owner, refundSn);
      const done = await refundTransition(tx, r, action, { at, actor, message: opts.message, set: opts.set });
      if (!done) throw showFail(refusal, 409);
      await this.after(tx, { ...r, status: done.status }, at, opts.restock ?? false);
    });
  }

  /** The durable timers' step: only when the application is still in the round (`version`) that scheduled it. */
  private async systemStep(refundSn: string, version: number, action: "autoAccept" | "shipTimeout"): Promise<boolean> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const r0 = await q.bySn(tx, refundSn, {});
      if (!r0) return false;
      await lockOrders(tx, [r0.orderId]);
      const r = (await q.bySn(tx, refundSn, {}))!;
      if (r.version !== version) return false;
      const done = await refundTransition(tx, r, action, {
        at,
        actor: "system:timer",
        set: action === "shipTimeout" ? { closeType: 3, deadlineAt: null } : {},
      });
      if (!done) return false;
      await this.after(tx, { ...r, status: done.status }, at, false);
      return true;
    });
  }

  /** Side effects of reaching a status. Runs in the step's transaction, after the order lock. */
  private async after(tx: Tx, r: q.RefundRow, at: Date, restock: boolean): Promise<void> {
    const s = r.status;
    if (s === RefundStatus.ACCEPTED) {
      const runAt = new Date(at.getTime() + refundSettingsOf(this.ctx).buyerShipMs);
      await tx.update(refunds).set({ deadlineAt: runAt }).where(eq(refunds.refundId, r.refundId));
      await this.ctx.jobs.schedule(
        REFUND_JOBS.shipTimeout,
        { refundSn: r.refundSn, version: r.version },
        { runAt, uniqueKey: `refund-ship:${r.refundSn}:${r.version}`, db: tx },
      );
    } else if (s === RefundStatus.REFUNDING) {
      await tx.update(refunds).set({ deadlineAt: null }).where(eq(refunds.refundId, r.refundId));
      await this.payBack(tx, r, at);
      if (restock) {
        const [item] = (await oq.itemsOf(tx, [r.orderId]))
          .get(r.orderId)!
          .filter((i) => i.orderItemId === r.orderItemId);
        await releaseStock(tx, [{ skuId: item!.skuId, prodId: item!.prodId, count: r.refundCount }]);
        await tx.update(refunds).set({ restocked: 1 }).where(eq(refunds.refundId, r.refundId));
      }
    } else if (s === RefundStatus.CLOSED) {
      await this.releaseReceipt(tx, r, at);
    }
  }

  /**
   * The money goes back where it came from. Guards first (under the order lock): the line's and
   * the order's refunds never exceed what was paid. Balance: a ledger credit and success at once.
   * WeChat: the gateway's refund call; success comes with its notification.
   */
  private async payBack(tx: Tx, r: q.RefundRow, at: Date): Promise<void> {
    const o = await this.orderOf(tx, r.orderId);
    const items = (await oq.itemsOf(tx, [o.orderId])).get(o.orderId) ?? [];
    // A system refund of a closed, never shipped order (refundClosedOrder) also gives back the freight.
    const freightBack = r.requestId?.startsWith(SYSTEM_REFUND) ? o.freight : 0;
    const share = refundableShares(items).get(r.orderItemId)! + freightBack;
    const used = await q.usedOfLine(tx, r.orderItemId);
    const state = await q.orderRefundState(tx, o.orderId);
    const orderDone = [...state.done.values()].reduce((a, d) => a + d.amount, 0);
    if (used.amount > share || orderDone + r.refundAmount > o.actualTotal) throw showFail(REFUND_TEXT.overPaid, 409);
    if (r.payType === PayType.WECHAT_NATIVE) {
      if (this.ctx.config.production) throw showFail(REFUND_TEXT.noGateway, 503);
      const answer = sandboxRefundCall(commerceSettingsOf(this.ctx).wxpaySandboxKey, {
        outRefundNo: r.refundSn,
        amount: r.refundAmount,
      });
      await tx.update(refunds).set({ gatewayRefundId: answer.refundId }).where(eq(refunds.refundId, r.refundId));
      // The sandbox gateway "processes" the refund, then notifies (a durable job standing for the gateway).
      await this.ctx.jobs.schedule(
        REFUND_JOBS.sandboxNotify,
        { refundSn: r.refundSn },
        {
          runAt: new Date(at.getTime() + refundSettingsOf(this.ctx).sandboxNotifyDelayMs),
          uniqueKey: `refund-wx-notify:${r.refundSn}`,
          db: tx,
        },
      );
      return;
    }
    // Gift-card payments go back to the cards that paid (ADR 0019); what they cannot take, to the balance.
    const toBalance =
      r.payType === PayType.GIFT_CARD
        ? await giftCardServiceOf(this.ctx).refund(tx, r.userId, o.payNo, r.refundAmount, r.refundSn, at)
        : r.refundAmount;
    if (toBalance > 0)
      await walletServiceOf(this.ctx).post(tx, {
        userId: r.userId,
        amount: toBalance,
        reason: "after_sales_refund",
        refType: "refund",
        refId: r.refundSn,
        at,
      });
    await this.succeed(tx, r, at, r.payType === PayType.GIFT_CARD ? "payment:giftcard" : "payment:balance");
  }

  /** 4 → 5, then: a fully refunded order closes; otherwise the receipt timer comes back. */
  private async succeed(tx: Tx, r: q.RefundRow, at: Date, actor: string): Promise<boolean> {
    const done = await refundTransition(tx, r, "refunded", { at, actor });
    if (!done) return false;
    const o = await this.orderOf(tx, r.orderId);
    const items = (await oq.itemsOf(tx, [o.orderId])).get(o.orderId) ?? [];
    const shares = refundableShares(items);
    const state = await q.orderRefundState(tx, o.orderId);
    // Points spent on the line come back in proportion to the money refunded (ADR 0021 (points)).
    await pointsServiceOf(this.ctx).refunded(tx, {
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
    } else await this.releaseReceipt(tx, r, at);
    return true;
  }

  /**
   * Refunds a paid order the system closed (a group buy that was not formed, ADR 0022): one
   * application per line, created accepted (4 refunding) and paid back where the money came from
   * by the same path as an accepted application (balance ledger, gift cards, or the WeChat
   * gateway's refund and its signed notification). Exactly once: the request id
   * `system:<orderId>:<line>` is unique per buyer, so running this twice (a retried job) finds the
   * first and moves no money. The order's freight goes back with its last line: a closed order was
   * never shipped (ADR 0044: group orders may charge freight). Answers how many lines were refunded now.
   */
  async refundClosedOrder(orderId: number, desc: string): Promise<number> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      await lockOrders(tx, [orderId]);
      const o = await this.orderOf(tx, orderId);
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
        await this.payBack(tx, r, at);
        n++;
      }
      return n;
    });
  }

  /** A hold on the automatic receipt ended: schedule it again (not before its original time). */
  private async releaseReceipt(tx: Tx, r: q.RefundRow, at: Date): Promise<void> {
    const o = await this.orderOf(tx, r.orderId);
    if (o.status !== OrderStatus.CONSIGNMENT || !o.shippedAt || (await q.hasOpen(tx, o.orderId))) return;
    const due = o.shippedAt.getTime() + commerceSettingsOf(this.ctx).autoConfirmDays * 86_400_000;
    await orderServiceOf(this.ctx).scheduleAutoConfirm(
      tx,
      o.orderNumber,
      new Date(Math.max(due, at.getTime())),
      `refund:${r.refundSn}:${r.version}`,
    );
  }

  // ---------------------------------------------------------------- gateway notifications

  /** The sandbox gateway delivers the REFUND.SUCCESS notification of a refund it processed. */
  private async sandboxNotify(refundSn: string): Promise<void> {
    const r = await q.bySn(this.db, refundSn, {});
    if (!r?.gatewayRefundId || r.status !== RefundStatus.REFUNDING) return;
    const { body, headers } = buildRefundNotification(commerceSettingsOf(this.ctx).wxpaySandboxKey, {
      outRefundNo: r.refundSn,
      refundId: r.gatewayRefundId,
      amount: r.refundAmount,
      at: this.now(),
    });
    if (this.deliver) {
      const status = await this.deliver(body, headers);
      if (status >= 300) throw new Error(`refund notification answered ${status}`);
    } else await this.handleWxRefundNotify(body, headers);
  }

  /**
   * `POST /notice/refund/wxpay`: signature and time window, the amount against the application,
   * recorded once per event id (a replay changes nothing), then 4 → 5 once.
   */
  async handleWxRefundNotify(
    rawBody: string,
    headers: NotifyHeaders,
  ): Promise<{ outcome: "refunded" | "ignored" | "replay" }> {
    const settings = commerceSettingsOf(this.ctx);
    const at = this.now();
    const verdict = verifyNotification(
      settings.wxpaySandboxKey,
      headers,
      rawBody,
      Math.floor(at.getTime() / 1000),
      settings.notifyMaxAgeSeconds,
    );
    if (verdict !== "ok")
      throw new AppError("A00001", verdict === "stale" ? REFUND_TEXT.stale : REFUND_TEXT.badSignature, null, 401);
    let parsed;
    try {
      parsed = wxRefundNotification.safeParse(JSON.parse(rawBody));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new AppError("A00001", REFUND_TEXT.badBody, null, 400);
    const n = parsed.data;
    if (n.event_type !== "REFUND.SUCCESS" || n.resource.refund_status !== "SUCCESS") return { outcome: "ignored" };
    return this.db.transaction(async (tx) => {
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
      const outcome = (await this.succeed(tx, r, at, "payment:wxpay")) ? ("refunded" as const) : ("ignored" as const);
      await tx.update(refundNotifications).set({ outcome }).where(eq(refundNotifications.id, recorded.id));
      return { outcome };
    });
  }

  // ---------------------------------------------------------------- reads

  async list(
    owner: { userId?: number; shopId?: number },
    query: PageQuery & { tab: number },
    locale: Locale,
  ): Promise<Page<RefundListItem>> {
    const statuses = REFUND_TABS[query.tab as 0 | 1 | 2 | 3] ?? null;
    const { rows, total } = await q.page(this.db, { ...owner, statuses }, query);
    return toPage(
      rows.map((r) => listView(r, locale)),
      total,
      query,
    );
  }

  async detail(owner: { userId?: number; shopId?: number }, refundSn: string, locale: Locale): Promise<RefundDetail> {
    const r = await q.bySn(this.db, refundSn, owner);
    if (!r) throw showFail(REFUND_TEXT.notFound, 404);
    const [{ rows }, events, addr] = await Promise.all([
      q.page(this.db, { refundId: r.refundId, statuses: null }, { current: 1, size: 1 }),
      q.eventsOf(this.db, r.refundId),
      q.returnAddressOf(this.db, r.shopId),
    ]);
    const row = rows[0]!;
    const o = await this.orderOf(this.db, r.orderId);
    const items = (await oq.itemsOf(this.db, [o.orderId])).get(o.orderId) ?? [];
    const share = refundableShares(items).get(r.orderItemId)!;
    const used = await q.usedOfLine(this.db, r.orderItemId, r.refundId);
    return {
      ...listView(row, locale),
      buyerReason: r.buyerReason as RefundReason,
      buyerReasonText: (REFUND_REASONS[r.buyerReason as RefundReason] ?? REFUND_REASONS.other)[locale],
      buyerDesc: r.buyerDesc,
      imgUrls: r.imgUrls,
      proofUrls: proofUrlsFor(
        owner.userId !== undefined ? { userId: owner.userId } : { shopId: owner.shopId! },
        refundSn,
        r.imgUrls,
      ),
      rejectMessage: r.rejectMessage,
      carrier: r.carrier,
      trackingNumber: r.trackingNumber,
      returnAddress: addr
        ? { receiver: addr.receiver, mobile: addr.mobile, addr: addr.addr }
        : { receiver: pick(locale, o.shopNameZh, o.shopNameEn), mobile: "", addr: "" },
      maxRefundAmount: fenToYuan(Math.max(0, share - used.amount)),
      payType: r.payType,
      deadlineMs: r.deadlineAt?.getTime() ?? null,
      deadline: r.deadlineAt ? mallDateTime(r.deadlineAt) : null,
      canEdit: r.status === RefundStatus.REFUSED,
      canWithdraw: ([RefundStatus.APPLIED, RefundStatus.ACCEPTED, RefundStatus.REFUSED] as number[]).includes(r.status),
      canShip: r.status === RefundStatus.ACCEPTED && r.applyType === 2,
      timeline: events.map((e) => ({
        event: e.event,
        text: (EVENT_TEXT[e.event] ?? { zh: e.event, en: e.event })[locale],
        actor: e.actor.startsWith("user:")
          ? "buyer"
          : e.actor.startsWith("shop") || e.actor.startsWith("cli")
            ? "shop"
            : e.actor.startsWith("payment")
              ? "payment"
              : "system",
        message: e.message,
        time: mallDateTime(e.at),
      })),
    };
  }
}

function lineView(i: oq.OrderItemRow, locale: Locale) {
  return {
    orderItemId: i.orderItemId,
    prodId: i.prodId,
    prodName: pick(locale, i.prodNameZh, i.prodNameEn),
    skuName: pick(locale, i.skuNameZh, i.skuNameEn),
    pic: i.pic,
    price: fenToYuan(i.price),
    count: i.count,
  };
}

function listView(r: q.RefundListRow, locale: Locale): RefundListItem {
  return {
    refundSn: r.refundSn,
    orderNumber: r.orderNumber,
    shopId: r.shopId,
    shopName: pick(locale, r.shopNameZh, r.shopNameEn),
    applyType: r.applyType === 2 ? 2 : 1,
    status: r.status as RefundStatusValue,
    statusText: REFUND_STATUS_TEXT[r.status as RefundStatusValue][locale],
    closeType: r.closeType,
    refundCount: r.refundCount,
    refundAmount: fenToYuan(r.refundAmount),
    item: lineView(r.item, locale),
    applyTime: mallDateTime(r.appliedAt),
    updateTime: mallDateTime(r.updatedAt),
  };
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
}

export const refundServiceOf = perContext((ctx) => new RefundService(ctx));
