import {
  pageOffset,
  toPage,
  type Locale,
  type Page,
  type PageQuery,
  type PointsInfo,
  type PointsLogRecord,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { refuseOtherAdjustment } from "../../infra/request-fingerprint.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { orderServiceOf } from "../order/service.ts";
import { allocate, type PointsUse } from "../pricing/pricing.ts";
import { earnMultiplier } from "./earn.ts";
import * as q from "./queries.ts";
import { pointsSettingsOf } from "./settings.ts";
import { POINTS_TEXT, REASON_TEXT } from "./texts.ts";

export type PointsReason =
  | "register"
  | "review"
  | "order_earn"
  | "order_spend"
  | "exchange"
  | "order_cancel_return"
  | "refund_return"
  | "expire"
  | "admin_adjust"
  | "grant";

export interface PointsPosting {
  userId: number;
  /** Signed whole points: negative debits. */
  points: number;
  reason: PointsReason;
  refType: string;
  refId: string;
  at: Date;
  operator?: string;
  note?: string;
}

export const POINTS_JOBS = { expire: "points.expire" } as const;
export const expireJobKey = (year: number) => `points-expire:${year}`;

/** China time (UTC+8, no daylight saving): the mall's calendar. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** 00:00 China time on 1 January of `year`. */
export function yearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1) - CHINA_OFFSET_MS);
}
export function mallYear(at: Date | number): number {
  return new Date(new Date(at).getTime() + CHINA_OFFSET_MS).getUTCFullYear();
}

/**
 * Points as a ledger (ADR 0021 (points)), like the wallet: `post()` is the only way points move —
 * inside the caller's transaction it locks the buyer's points row (created at 0), refuses a debit
 * the balance cannot cover ('Not enough points'), appends the ledger row and updates the cached
 * balance, so the balance always equals the ledger sum and never goes negative; (refType, refId,
 * reason) is unique, so one business event posted twice is one row.
 *
 * Expiry (a yearly durable job): points earned in year X expire at the end of year X + N − 1
 * (N = POINTS_EXPIRY_YEARS); spending uses the oldest points first, so what expires for year Y is
 * max(0, credits before 1 Jan (Y − N + 1) − every debit so far), posted once per buyer and year.
 */
export class PointsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  get settings() {
    return pointsSettingsOf(this.ctx);
  }

  async post(tx: Tx, p: PointsPosting): Promise<{ applied: boolean; balance: number }> {
    if (!Number.isSafeInteger(p.points) || p.points === 0)
      throw new RangeError(`points must be a non-zero integer, got ${p.points}`);
    const balance = await q.lockAccount(tx, p.userId);
    if (await q.postingSeen(tx, p)) return { applied: false, balance };
    const after = balance + p.points;
    if (after < 0) throw showFail(POINTS_TEXT.notEnough, 409);
    await q.appendPosting(tx, {
      userId: p.userId,
      points: p.points,
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
   * THE earn function: `base` points for an event; shopping (`order_earn`) is multiplied by
   * `earnMultiplier` (points/earn.ts: the member level's points multiplier), bonuses are
   * not. Nothing is posted when the result is 0.
   */
  async earn(
    tx: Tx,
    e: {
      userId: number;
      base: number;
      reason: "order_earn" | "register" | "review" | "grant";
      refType: string;
      refId: string;
      at: Date;
    },
  ): Promise<number> {
    const mult = e.reason === "order_earn" ? await earnMultiplier(this.ctx, tx, e.userId, e.at) : 1;
    const points = Math.floor(e.base * mult);
    if (points <= 0) return 0;
    const r = await this.post(tx, {
      userId: e.userId,
      points,
      reason: e.reason,
      refType: e.refType,
      refId: e.refId,
      at: e.at,
    });
    return r.applied ? points : 0;
  }

  /** Registration bonus (once per buyer). */
  registered(tx: Tx, userId: number, at: Date): Promise<number> {
    return this.earn(tx, {
      userId,
      base: this.settings.registerBonus,
      reason: "register",
      refType: "user",
      refId: String(userId),
      at,
    });
  }

  /** Registration bonus in its own transaction (the account is created outside one). */
  registeredNow(userId: number): Promise<number> {
    return this.db.transaction((tx) => this.registered(tx, userId, new Date(nowMs(this.ctx))));
  }

  /** Review bonus (once per reviewed order line). */
  reviewed(tx: Tx, userId: number, orderItemId: number, at: Date): Promise<number> {
    return this.earn(tx, {
      userId,
      base: this.settings.reviewBonus,
      reason: "review",
      refType: "order_item",
      refId: String(orderItemId),
      at,
    });
  }

  /** On receipt: earnPerYuan points per whole yuan paid for the order's goods (freight excluded). */
  async orderReceived(tx: Tx, o: { orderId: number; orderNumber: string; userId: number }, at: Date): Promise<number> {
    const items = await orderServiceOf(this.ctx).itemsOfOrders(tx, [o.orderId]);
    const paid = items.reduce((a, i) => a + i.actualTotal, 0);
    const base = Math.floor(paid / 100) * this.settings.earnPerYuan;
    return this.earn(tx, { userId: o.userId, base, reason: "order_earn", refType: "order", refId: o.orderNumber, at });
  }

  /** The pipeline's slot for `asked` points (null: none). */
  pricingUse(asked: number | undefined): PointsUse | null {
    if (!asked) return null;
    return { points: asked, pointsPerYuan: this.settings.pointsPerYuan, maxShareBp: this.settings.maxShareBp };
  }

  /** The buyer's points balance as a part of one statement (`readTogether`), for `checkHeldOf`. */
  balancePart(userId: number): ReadPart<number> {
    return q.balancePart(userId);
  }

  /** Refuses what the buyer does not hold ('Not enough points'), before pricing (the debit re-checks under the lock); `held` from `balancePart`. */
  checkHeldOf(held: number, asked: number | undefined): number {
    if (asked && asked % 10 !== 0) throw showFail(POINTS_TEXT.multipleOf10, 400);
    if (asked && asked > held) throw showFail(POINTS_TEXT.notEnough, 409);
    return held;
  }

  /**
   * Submit step "spend points" (checkout or points mall), in the submit transaction after the
   * orders were written: one debit for the trade (insufficient → the whole submit rolls back) and
   * the points spread over the lines (by each line's points reduction at checkout, or its own
   * price in the points mall), so cancel and refunds give back each line's part.
   */
  async spendOnOrders(
    tx: Tx,
    s: {
      userId: number;
      payNo: string;
      points: number;
      kind: 0 | 3;
      orderIds: readonly number[];
      at: Date;
      /** Per line weight for the points mall (orderItemId → points); absent: the line's points reduction. */
      perLine?: (line: { prodId: number; count: number }) => number;
    },
  ): Promise<void> {
    if (s.points <= 0) return;
    await this.post(tx, {
      userId: s.userId,
      points: -s.points,
      reason: s.kind === 3 ? "exchange" : "order_spend",
      refType: "trade",
      refId: s.payNo,
      at: s.at,
    });
    const items = await orderServiceOf(this.ctx).itemsOfOrders(tx, s.orderIds);
    const weights = items.map((i) => (s.perLine ? s.perLine(i) : i.pointsReduce));
    const parts = allocate(s.points, weights);
    await q.insertOrderLines(
      tx,
      items
        .map((i, k) => ({
          orderItemId: i.orderItemId,
          orderId: i.orderId,
          userId: s.userId,
          kind: s.kind,
          points: parts[k]!,
        }))
        .filter((r) => r.points > 0),
    );
  }

  /** Cancelled orders give back every point still on their lines (once: `returned` rises to `points`). */
  async ordersCancelled(tx: Tx, orderIds: readonly number[], at: Date): Promise<void> {
    for (const l of await q.orderLinesOf(tx, orderIds)) {
      const back = l.points - l.returned;
      if (back <= 0) continue;
      if (!(await q.addReturned(tx, l.orderItemId, back))) continue;
      await this.post(tx, {
        userId: l.userId,
        points: back,
        reason: "order_cancel_return",
        refType: "order_item",
        refId: String(l.orderItemId),
        at,
      });
    }
  }

  /**
   * A refund of a line succeeded: the line's points come back in proportion to the money refunded
   * (refunded so far / the line's share, rounded down), all of them once the whole share is back.
   */
  async refunded(
    tx: Tx,
    r: { orderItemId: number; refundSn: string; refundedTotal: number; share: number; at: Date },
  ): Promise<number> {
    const l = await q.orderLine(tx, r.orderItemId);
    if (!l) return 0;
    const due =
      r.share <= 0 || r.refundedTotal >= r.share ? l.points : Math.floor((l.points * r.refundedTotal) / r.share);
    const back = due - l.returned;
    if (back <= 0) return 0;
    if (!(await q.addReturned(tx, l.orderItemId, back))) return 0;
    await this.post(tx, {
      userId: l.userId,
      points: back,
      reason: "refund_return",
      refType: "refund",
      refId: r.refundSn,
      at: r.at,
    });
    return back;
  }

  /** A platform operator's manual correction, recorded with who and why; `requestId` makes a retry one row. */
  async adjust(a: {
    userId: number;
    points: number;
    operator: string;
    note: string;
    requestId: string;
    /** Written in the adjustment's transaction once it applied (the platform's operation log). */
    record?: (tx: Tx, balance: number) => Promise<void>;
  }) {
    if (!(await q.userExists(this.db, a.userId))) throw notFound(POINTS_TEXT.noUser);
    return this.db.transaction(async (tx) => {
      const earlier = await q.adjustmentOf(tx, a.requestId);
      refuseOtherAdjustment(
        earlier,
        { userId: a.userId, amount: a.points, note: a.note },
        POINTS_TEXT.adjustedWithOtherDetails,
      );
      // Under the account's lock: a replay answers as before; a new debit beyond the balance is refused.
      const held = await q.lockAccount(tx, a.userId);
      if (held + a.points < 0 && !earlier) throw showFail(POINTS_TEXT.debitBeyondBalance(held), 409);
      const r = await this.post(tx, {
        userId: a.userId,
        points: a.points,
        reason: "admin_adjust",
        refType: "adjust",
        refId: a.requestId,
        operator: a.operator,
        note: a.note,
        at: new Date(nowMs(this.ctx)),
      });
      if (r.applied && a.record) await a.record(tx, r.balance);
      return r;
    });
  }

  balance(userId: number, db: Tx = this.db): Promise<number> {
    return q.balanceOf(db, userId);
  }

  ledgerSum(userId: number): Promise<number> {
    return q.ledgerSum(this.db, userId);
  }

  // ---------------------------------------------------------------- expiry

  /** The cutoff of the expiry for `year`: credits before it expire at the end of `year`. */
  cutoffOf(year: number): Date {
    return yearStart(year - this.settings.expiryYears + 1);
  }

  /** What the expiry of `year` takes from the buyer (as things stand now). */
  async expiringFor(db: Tx, userId: number, year: number): Promise<number> {
    const { creditsBefore, debits } = await q.expiryInputs(db, userId, this.cutoffOf(year));
    return Math.max(0, creditsBefore - debits);
  }

  /**
   * The yearly expiry for `year` (runs at 00:00 China time on 1 January of year + 1): one `expire`
   * row per buyer and year, keyed `expiry:<year>:<userId>` — running it again expires nothing more.
   */
  async expire(year: number): Promise<{ users: number; points: number }> {
    const at = new Date(Math.max(nowMs(this.ctx), yearStart(year + 1).getTime()));
    let after = 0;
    let users = 0;
    let points = 0;
    for (;;) {
      const batch = await q.holders(this.db, after, 200);
      if (batch.length === 0) break;
      for (const userId of batch) {
        const n = await this.db.transaction(async (tx) => {
          const balance = await q.lockAccount(tx, userId);
          const due = Math.min(balance, await this.expiringFor(tx, userId, year));
          if (due <= 0) return 0;
          const r = await this.post(tx, {
            userId,
            points: -due,
            reason: "expire",
            refType: "expiry",
            refId: `${year}:${userId}`,
            at,
          });
          return r.applied ? due : 0;
        });
        if (n > 0) {
          users++;
          points += n;
        }
      }
      after = batch.at(-1)!;
    }
    return { users, points };
  }

  /** Hooks into the order workflows (once per app): points earned on receipt, given back on cancel. */
  register(): void {
    const orders = orderServiceOf(this.ctx);
    orders.addReceiptListener(async (tx, o, at) => {
      await this.orderReceived(tx, o, at);
    });
    orders.addCancelListener((tx, orderIds, at) => this.ordersCancelled(tx, orderIds, at));
    this.registerJobs();
  }

  registerJobs(): void {
    this.ctx.jobs.register<{ year: number }>(POINTS_JOBS.expire, async (p, job) => {
      const r = await this.expire(p.year);
      job.log.info({ year: p.year, ...r }, "points expired");
      await this.scheduleExpiry(p.year + 1);
    });
  }

  /** Makes sure this year's expiry is scheduled (idempotent key). */
  async ensureScheduled(): Promise<void> {
    await this.scheduleExpiry(mallYear(nowMs(this.ctx)));
  }

  private async scheduleExpiry(year: number): Promise<void> {
    await this.ctx.jobs.schedule(
      POINTS_JOBS.expire,
      { year },
      { uniqueKey: expireJobKey(year), runAt: yearStart(year + 1) },
    );
  }

  // ---------------------------------------------------------------- buyer views

  async info(userId: number): Promise<PointsInfo> {
    const s = this.settings;
    const year = mallYear(nowMs(this.ctx));
    const points = await q.balanceOf(this.db, userId);
    const expiring = Math.min(points, await this.expiringFor(this.db, userId, year));
    return {
      points,
      expiringPoints: expiring,
      expireTime: mallDateTime(yearStart(year + 1).getTime() - 1000),
      earnPerYuan: s.earnPerYuan,
      pointsPerYuan: s.pointsPerYuan,
      maxSharePercent: s.maxShareBp / 100,
      expiryYears: s.expiryYears,
      registerBonus: s.registerBonus,
      reviewBonus: s.reviewBonus,
    };
  }

  async log(userId: number, pq: PageQuery, locale: Locale): Promise<Page<PointsLogRecord>> {
    const { rows, total } = await q.ledgerPage(this.db, userId, pq.size, pageOffset(pq));
    return toPage(
      rows.map((r) => ({
        logId: r.id,
        points: r.points,
        balanceAfter: r.balanceAfter,
        reason: r.reason,
        reasonText: (REASON_TEXT[r.reason] ?? { zh: r.reason, en: r.reason })[locale],
        refType: r.refType,
        refId: r.refId,
        note: r.note,
        createTime: mallDateTime(r.createdAt),
      })),
      total,
      pq,
    );
  }

  /** Which of these orders are points-mall exchanges (orderType 3). */
  exchangeOrders(db: Tx, orderIds: readonly number[]): Promise<Set<number>> {
    return q.exchangeOrders(db, orderIds);
  }
}

export const pointsServiceOf = perContext((ctx) => new PointsService(ctx));
