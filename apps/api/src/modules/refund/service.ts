import { eq } from "drizzle-orm";
import {
  OrderStatus,
  REFUND_REASONS,
  RefundStatus,
  fenToYuan,
  validationText,
  type Locale,
  type PageQuery,
  type RefundApplication,
  type RefundApplyInfo,
  type RefundApplyResult,
  type RefundReason,
  type RefundStatusValue,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { products, refundEvents, refunds } from "../../infra/db/schema/index.ts";
import { AppError, showFail, type LocalizedText } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { requestFingerprint } from "../../infra/request-fingerprint.ts";
import { releaseStock } from "../catalog/inventory.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as oq from "../order/reads.ts";
import { orderServiceOf } from "../order/service.ts";
import { lockOrders } from "../order/state.ts";
import type { NotifyHeaders } from "../payment/wxpay-sandbox.ts";
import { refundToPayer } from "../../workflows/refund-to-payer.ts";
import { refundClosedOrder } from "./closed-order.ts";
import { REFUND_JOBS } from "./jobs.ts";
import { orderOf, releaseReceipt } from "./payout.ts";
import { proofStoreOf } from "./proof-store.ts";
import * as q from "./queries.ts";
import { refundSettingsOf } from "./settings.ts";
import { maxRefundFor, refundableShares } from "./share.ts";
import { refundTransition, type RefundAction } from "./state.ts";
import { REFUND_TEXT } from "./texts.ts";
import { detail, lineView, list } from "./views.ts";
import { handleWxRefundNotify, sandboxNotify, type Deliver } from "./wx-notice.ts";

const fill = (t: LocalizedText, vars: Record<string, string | number>): LocalizedText => ({
  zh: t.zh.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k])),
  en: t.en.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k])),
});

/**
 * After-sales (ADR 0012): applications per order line moving through the one state
 * machine (state.ts), the money going back where it came from (the refund-to-payer workflow:
 * the method that paid pays back; WeChat's signed, idempotent notice in wx-notice.ts), durable timers,
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
      await sandboxNotify(this.ctx, p.refundSn, this.deliver);
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
      const o = await orderOf(tx, r.orderId);
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
      await refundToPayer(this.ctx, tx, r, at);
      if (restock) {
        const [item] = (await oq.itemsOf(tx, [r.orderId]))
          .get(r.orderId)!
          .filter((i) => i.orderItemId === r.orderItemId);
        await releaseStock(tx, [{ skuId: item!.skuId, prodId: item!.prodId, count: r.refundCount }]);
        await tx.update(refunds).set({ restocked: 1 }).where(eq(refunds.refundId, r.refundId));
      }
    } else if (s === RefundStatus.CLOSED) {
      await releaseReceipt(this.ctx, tx, r, at);
    }
  }

  /** Refunds a paid order the system closed (closed-order.ts): each line once, whoever asks again. */
  refundClosedOrder(orderId: number, desc: string): Promise<number> {
    return refundClosedOrder(this.ctx, orderId, desc);
  }

  /** `POST /notice/refund/wxpay` (wx-notice.ts). */
  handleWxRefundNotify(rawBody: string, headers: NotifyHeaders) {
    return handleWxRefundNotify(this.ctx, rawBody, headers);
  }

  // ---------------------------------------------------------------- reads

  list(owner: { userId?: number; shopId?: number }, query: PageQuery & { tab: number }, locale: Locale) {
    return list(this.ctx, owner, query, locale);
  }

  detail(owner: { userId?: number; shopId?: number }, refundSn: string, locale: Locale) {
    return detail(this.ctx, owner, refundSn, locale);
  }
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
}

export const refundServiceOf = perContext((ctx) => new RefundService(ctx));
