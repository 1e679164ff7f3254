import QRCode from "qrcode";
import {
  fenToYuan,
  formatYuan,
  type Locale,
  type MemberBenefits,
  type MemberBuyResult,
  type MemberInfo,
  type MemberLevelView,
  type MemberOrderStatus,
  type MemberPeriodView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { refuseOtherAdjustment } from "../../infra/request-fingerprint.ts";
import { pick } from "../../infra/http/locale.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { configServiceOf } from "../config/service.ts";
import { couponServiceOf } from "../coupon/service.ts";
import { orderServiceOf, type ReceivedOrder } from "../order/service.ts";
import { paymentServiceOf } from "../payment/service.ts";
import type { MemberBenefit } from "../pricing/pricing.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { creditMembership, MemberOrderStatus as Status } from "./credit.ts";
import * as q from "./queries.ts";
import { memberSettingsOf } from "./settings.ts";
import { MEMBER_TEXT } from "./texts.ts";

export type { MemberRow } from "./queries.ts";

/** The benefits in effect for a buyer (what pricing, points and the member center read). */
export interface Benefits {
  /** The level shown (the paid level while the membership lasts, else the growth level); null: none. */
  levelId: number | null;
  /** Per cent paid (100 = no discount). */
  discount: number;
  freeShipping: boolean;
  /** Points earned × this (the points module's earn function reads it). */
  pointsMultiplier: number;
}

export interface GrowthPosting {
  userId: number;
  /** Signed. */
  amount: number;
  reason: "order_receipt" | "admin_adjust";
  refType: string;
  refId: string;
  at: Date;
  operator?: string;
  note?: string;
}

const NO_BENEFITS: Benefits = { levelId: null, discount: 100, freeShipping: false, pointsMultiplier: 1 };

function benefitsOfRow(l: q.LevelRow): MemberBenefits {
  return {
    discount: l.discount,
    freeShipping: l.freeShipping,
    pointsMultiplier: l.pointsMultiplierTenths / 10,
    couponIds: l.couponIds,
  };
}

/** The growth level reached with `growth`: the highest threshold at or below it. */
export function growthLevelOf(levels: readonly q.LevelRow[], growth: number): q.LevelRow | null {
  return (
    levels
      .filter((l) => !l.paid && l.needGrowth <= growth)
      .sort((a, b) => a.needGrowth - b.needGrowth)
      .at(-1) ?? null
  );
}

/**
 * The benefits of a buyer with the growth level `g` and, while the membership lasts, the paid level
 * `p`: the best of both, benefit by benefit (buying a membership never makes a high growth level's
 * discount worse). The level shown is the paid one while it lasts.
 */
export function combine(g: q.LevelRow | null, p: q.LevelRow | null): Benefits {
  const ls = [g, p].filter((l): l is q.LevelRow => l !== null);
  if (ls.length === 0) return NO_BENEFITS;
  return {
    levelId: (p ?? g)!.levelId,
    discount: Math.min(...ls.map((l) => l.discount)),
    freeShipping: ls.some((l) => l.freeShipping),
    pointsMultiplier: Math.max(...ls.map((l) => l.pointsMultiplierTenths)) / 10,
  };
}

/**
 * Membership (ADR 0020-membership): levels by growth value (earned on receipt, per yuan paid) and a
 * paid membership bought by periods (balance or WeChat, credited once), and the benefits of the
 * level in effect — read by the pricing pipeline (member discount, free shipping) and by points
 * (multiplier).
 */
export class MemberService {
  /**
   * The level table (a handful of rows every confirm and submit prices with): edits here clear it
   * at once; an edit by another process (another API process, the CLI, the seed) shows within a
   * minute, like the category tree (ADR 0031-submit-path).
   */
  private readonly levelCache = new TtlCache<q.LevelRow[]>(60_000);

  constructor(private readonly ctx: AppContext) {
    ctx.catalogChanges.on(["home"], () => this.levelCache.clear());
    orderServiceOf(ctx).addReceivedListener((tx, o, at) => this.earnOnReceipt(tx, o, at));
    paymentServiceOf(ctx).addPrepaySettler("member", (tx, orderNo, at) => this.credit(tx, orderNo, at));
  }

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  levelView(l: q.LevelRow, locale: Locale, rank: number): MemberLevelView {
    return {
      levelId: l.levelId,
      level: rank,
      name: pick(locale, l.nameZh, l.nameEn),
      needGrowth: l.needGrowth,
      paid: l.paid,
      benefits: benefitsOfRow(l),
    };
  }

  private views(rows: readonly q.LevelRow[], locale: Locale): Map<number, MemberLevelView> {
    return new Map(rows.map((l, i) => [l.levelId, this.levelView(l, locale, i + 1)]));
  }

  /** `GET /ma/member/levels` — every level with its benefits (member-equity). */
  async levels(locale: Locale): Promise<MemberLevelView[]> {
    return [...this.views(await q.levels(this.db), locale).values()];
  }

  /** The benefits in effect for `userId` at `at` (no member row: none). */
  async benefitsOf(userId: number, db: Tx = this.db, at: Date = this.now()): Promise<Benefits> {
    return this.benefitsFrom(db, await q.member(db, userId), at);
  }

  /** The benefits of a buyer whose member row (`memberPart`) was read already. */
  private async benefitsFrom(db: Tx, m: q.MemberRow | undefined, at: Date): Promise<Benefits> {
    // In a transaction read there (on PGlite it holds the only connection).
    const levels = db === this.db ? await this.levelCache.get("all", () => q.levels(this.db)) : await q.levels(db);
    const paid = m?.paidUntil && m.paidUntil.getTime() > at.getTime() ? (levels.find((l) => l.paid) ?? null) : null;
    return combine(growthLevelOf(levels, m?.growth ?? 0), paid);
  }

  /** The buyer's member row as a part of one statement (`readTogether`), for `pricingBenefitFrom`. */
  memberPart(userId: number): ReadPart<q.MemberRow | undefined> {
    return q.memberPart(userId);
  }

  /** The pricing pipeline's `member` slot for the buyer whose member row (`memberPart`) was read (null when the level gives nothing). */
  async pricingBenefitFrom(db: Tx, m: q.MemberRow | undefined, at: Date): Promise<MemberBenefit | null> {
    const b = await this.benefitsFrom(db, m, at);
    return b.discount < 100 || b.freeShipping ? { discount: b.discount, freeShipping: b.freeShipping } : null;
  }

  /** `GET /p/member/info` — member-center. */
  async info(userId: number, locale: Locale): Promise<MemberInfo> {
    const at = this.now();
    const m = await q.member(this.db, userId);
    const rows = await q.levels(this.db);
    const views = this.views(rows, locale);
    const growth = m?.growth ?? 0;
    const g = growthLevelOf(rows, growth);
    const active = m?.paidUntil && m.paidUntil.getTime() > at.getTime();
    const paid = active ? (rows.find((l) => l.paid) ?? null) : null;
    const b = combine(g, paid);
    const nextRow = rows.filter((l) => !l.paid && l.needGrowth > growth).sort((a, c) => a.needGrowth - c.needGrowth)[0];
    const shown = b.levelId === null ? null : views.get(b.levelId)!;
    return {
      growth,
      level: shown,
      growthLevel: g ? views.get(g.levelId)! : null,
      next: nextRow ? { level: views.get(nextRow.levelId)!, needMore: nextRow.needGrowth - growth } : null,
      paidUntil: active ? mallDateTime(m.paidUntil!) : null,
      benefits: {
        discount: b.discount,
        freeShipping: b.freeShipping,
        pointsMultiplier: b.pointsMultiplier,
        couponIds: [...new Set([...(g?.couponIds ?? []), ...(paid?.couponIds ?? [])])],
      },
      growthPerYuan: memberSettingsOf(this.ctx).growthPerYuan,
    };
  }

  // ---------------------------------------------------------------- growth

  /**
   * The only way growth moves: locks the member row (created at 0), posts once per
   * (refType, refId, reason), refuses going below 0, and grants the joining coupons of every growth
   * level reached. In the caller's transaction.
   */
  async postGrowth(tx: Tx, p: GrowthPosting): Promise<{ applied: boolean; growth: number }> {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new RangeError(`growth amount must be a non-zero integer, got ${p.amount}`);
    const m = await q.lockMember(tx, p.userId);
    if (await q.growthSeen(tx, p)) return { applied: false, growth: m.growth };
    const after = m.growth + p.amount;
    if (after < 0) throw showFail(MEMBER_TEXT.growthNegative, 409);
    await q.appendGrowth(tx, {
      userId: p.userId,
      amount: p.amount,
      growthAfter: after,
      reason: p.reason,
      refType: p.refType,
      refId: p.refId,
      operator: p.operator ?? null,
      note: p.note ?? null,
      createdAt: p.at,
    });
    await q.setMember(tx, p.userId, { growth: after, updatedAt: p.at });
    for (const l of await q.levels(tx))
      if (!l.paid && l.needGrowth <= after) await this.grantJoining(tx, p.userId, l, p.at);
    return { applied: true, growth: after };
  }

  /** Receipt listener: growth per whole yuan the order paid, once per order. */
  private async earnOnReceipt(tx: Tx, o: ReceivedOrder, at: Date): Promise<void> {
    const amount = Math.floor(o.actualTotal / 100) * memberSettingsOf(this.ctx).growthPerYuan;
    if (amount <= 0) return;
    await this.postGrowth(tx, {
      userId: o.userId,
      amount,
      reason: "order_receipt",
      refType: "order",
      refId: o.orderNumber,
      at,
    });
  }

  /**
   * Gives a level's joining coupons once per buyer and level (member_level_grants). Each coupon is
   * collected in a savepoint with the coupon module's own rules; one that ended or ran out is
   * skipped (the buyer keeps the others and the level).
   */
  /** A paid membership purchase credited once (credit.ts), the paid level's coupons with it. */
  private credit(tx: Tx, orderNo: string, at: Date): Promise<boolean> {
    return creditMembership(tx, orderNo, at, (t, userId, level, when) => this.grantJoining(t, userId, level, when));
  }

  async grantJoining(tx: Tx, userId: number, level: q.LevelRow, at: Date): Promise<void> {
    if (!(await q.markGranted(tx, userId, level.levelId, at))) return;
    const coupons = couponServiceOf(this.ctx);
    for (const couponId of level.couponIds) {
      try {
        await tx.transaction((sp) => coupons.receiveIn(sp, userId, couponId, at.getTime()));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        // Ended, sold out or over its limit: that coupon is not given (the savepoint undid it).
      }
    }
  }

  /** Platform: grant (or take back) growth with who and why; a retried request is one row. */
  async adjustGrowth(a: { userId: number; amount: number; operator: string; note: string; requestId: string }) {
    if ((await q.userIdOf(this.db, String(a.userId))) === undefined) throw notFound(MEMBER_TEXT.noUser);
    const at = this.now();
    const r = await this.db.transaction(async (tx) => {
      refuseOtherAdjustment(await q.adjustmentOf(tx, a.requestId), a, MEMBER_TEXT.adjustedWithOtherDetails);
      return this.postGrowth(tx, {
        userId: a.userId,
        amount: a.amount,
        reason: "admin_adjust",
        refType: "adjust",
        refId: a.requestId,
        operator: a.operator,
        note: a.note,
        at,
      });
    });
    return { ...r, levelId: (await this.benefitsOf(a.userId)).levelId };
  }

  // ---------------------------------------------------------------- paid membership

  /** `GET /ma/member/periods` — buy-member's periods with their prices (yuan). */
  async periods(locale: Locale): Promise<MemberPeriodView[]> {
    return (await q.periods(this.db)).map((p) => ({
      periodId: p.periodId,
      name: pick(locale, p.nameZh, p.nameEn),
      days: p.days,
      price: fenToYuan(p.price),
    }));
  }

  /**
   * `POST /p/member/buy`: a purchase of a period. Balance (payType 1): debited and credited in one
   * transaction (insufficient balance: nothing happens). WeChat (payType 2): a prepay whose QR code
   * the buyer scans; the payment path credits it once (`creditMembership`).
   */
  async buy(userId: number, body: { periodId: number; payType: 1 | 2 }): Promise<MemberBuyResult> {
    const p = await q.period(this.db, body.periodId);
    if (!p) throw showFail(MEMBER_TEXT.unknownPeriod, 404);
    if (!(await q.levels(this.db)).some((l) => l.paid)) throw showFail(MEMBER_TEXT.noPaidLevel, 409);
    const sw = (await configServiceOf(this.ctx).paySwitch()) as { balancePay?: boolean; wechatPay?: boolean };
    if (body.payType === 1 && !sw.balancePay) throw showFail(MEMBER_TEXT.balanceOff);
    if (body.payType === 2 && (!sw.wechatPay || this.ctx.config.production)) throw showFail(MEMBER_TEXT.wechatOff);
    const at = this.now();
    const orderNo = newBizNumber(at);
    const order = {
      orderNo,
      userId,
      periodId: p.periodId,
      days: p.days,
      amount: p.price,
      payType: body.payType,
      createdAt: at,
    };
    if (body.payType === 1) {
      await this.db.transaction(async (tx) => {
        await q.insertOrder(tx, order);
        await walletServiceOf(this.ctx).post(tx, {
          userId,
          amount: -p.price,
          reason: "member_buy",
          refType: "member",
          refId: orderNo,
          at,
        });
        await this.credit(tx, orderNo, at);
      });
      const o = await q.order(this.db, orderNo);
      return {
        orderNo,
        amount: fenToYuan(p.price),
        paid: true,
        paidUntil: mallDateTime(o!.paidUntil!),
        codeUrl: null,
        qrCode: null,
        expiresAt: null,
      };
    }
    const payments = paymentServiceOf(this.ctx);
    const attempt = await this.db.transaction(async (tx) => {
      await q.insertOrder(tx, order);
      return payments.memberPrepay(
        tx,
        {
          memberOrderNo: orderNo,
          userId,
          amount: p.price,
          description: `${MEMBER_TEXT.buyDescription.zh} ${p.nameZh} ¥${formatYuan(p.price)}`,
        },
        at,
      );
    });
    const codeUrl = payments.codeUrlOf(attempt.prepayId);
    return {
      orderNo,
      amount: fenToYuan(p.price),
      paid: false,
      paidUntil: null,
      codeUrl,
      qrCode: await QRCode.toDataURL(codeUrl, { margin: 1, width: 256, errorCorrectionLevel: "M" }),
      expiresAt: mallDateTime(attempt.expiresAt),
    };
  }

  /** `GET /p/member/order/:orderNo` — the buyer's own purchase only (A03000 otherwise). */
  async orderStatus(userId: number, orderNo: string): Promise<MemberOrderStatus> {
    const o = await q.order(this.db, orderNo);
    if (!o || o.userId !== userId) throw new AppError("A03000");
    return { orderNo, paid: o.status === Status.PAID, paidUntil: o.paidUntil ? mallDateTime(o.paidUntil) : null };
  }

  // ---------------------------------------------------------------- platform

  /** Every level with both names (admin, CLI). */
  adminLevels(): Promise<q.LevelRow[]> {
    return q.levels(this.db);
  }

  async addLevel(v: { nameZh: string; nameEn: string; needGrowth: number; paid: boolean }): Promise<q.LevelRow> {
    const [row] = await q.insertLevel(this.db, { ...v, needGrowth: v.paid ? 0 : v.needGrowth });
    this.levelCache.clear();
    if (!row) throw showFail(MEMBER_TEXT.levelTaken, 409);
    return row;
  }

  /**
   * Renames a level or moves its growth threshold. A member's level follows their growth at the
   * next read (levels are not stored per member); the lowest growth level stays at 0, a paid
   * level has no threshold, and two growth levels never share one (409, nothing changed).
   */
  async editLevel(levelId: number, v: { nameZh: string; nameEn: string; needGrowth: number }): Promise<q.LevelRow> {
    return this.db.transaction(async (tx) => {
      const current = await q.level(tx, levelId);
      if (!current) throw notFound(MEMBER_TEXT.unknownLevel);
      const needGrowth = current.paid ? 0 : v.needGrowth;
      const growthLevels = (await q.levels(tx)).filter((l) => !l.paid);
      if (!current.paid && growthLevels[0]?.levelId === levelId && needGrowth !== 0)
        throw showFail(MEMBER_TEXT.baseLevelFixed, 409);
      if (!current.paid && growthLevels.some((l) => l.levelId !== levelId && l.needGrowth === needGrowth))
        throw showFail(MEMBER_TEXT.levelTaken, 409);
      const [row] = await q.updateLevel(tx, levelId, { nameZh: v.nameZh, nameEn: v.nameEn, needGrowth });
      this.levelCache.clear();
      return row!;
    });
  }

  /** Sets a level's benefits; joining coupons must be platform coupons on offer. Unknown level: 404, nothing changed. */
  async setBenefits(
    levelId: number,
    b: { discount: number; freeShipping: boolean; pointsMultiplier: number; couponIds: number[] },
  ): Promise<q.LevelRow> {
    if (!(await q.level(this.db, levelId))) throw notFound(MEMBER_TEXT.unknownLevel);
    if (b.couponIds.length > 0) {
      const offered = new Set((await couponServiceOf(this.ctx).platformList(null, "zh")).map((c) => c.couponId));
      if (b.couponIds.some((id) => !offered.has(id))) throw showFail(MEMBER_TEXT.unknownCoupon);
    }
    const [row] = await q.updateLevel(this.db, levelId, {
      discount: b.discount,
      freeShipping: b.freeShipping,
      pointsMultiplierTenths: Math.round(b.pointsMultiplier * 10),
      couponIds: [...new Set(b.couponIds)],
    });
    this.levelCache.clear();
    return row!;
  }

  async setPeriods(list: readonly { nameZh: string; nameEn: string; days: number; price: number }[]): Promise<void> {
    await this.db.transaction((tx) => q.replacePeriods(tx, list));
  }

  /** The buyer's latest growth ledger rows, newest first (the platform console's member detail). */
  async growthLog(userId: number, locale: Locale, limit = 50) {
    return (await q.growthLog(this.db, userId, limit)).map((r) => ({
      logId: r.id,
      amount: r.amount,
      growthAfter: r.growthAfter,
      reasonText: (r.reason === "order_receipt" ? MEMBER_TEXT.ledgerGrowthReceipt : MEMBER_TEXT.ledgerGrowthAdjust)[
        locale
      ],
      note: r.note,
      createTime: mallDateTime(r.createdAt),
    }));
  }

  /** The growth ledger sum (tests): equals the cached growth. */
  growthLedgerSum(userId: number): Promise<number> {
    return q.growthSum(this.db, userId);
  }
}

export const memberServiceOf = perContext((ctx) => new MemberService(ctx));
export { MEMBER_TEXT };
