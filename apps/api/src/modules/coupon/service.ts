import type { PromotionFilter } from "../marketing/promotion-filter.ts";
import {
  fenToYuan,
  toPage,
  pageOffset,
  yuanToFen,
  type CouponBody,
  type CouponOrderView,
  type CouponView,
  type Locale,
  type MerchantCouponView,
  type MyCouponCounts,
  type MyCouponView,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import type { PricingInput } from "../pricing/pricing.ts";
import { chooseCoupons, toUse, type Evaluation, type OwnedCoupon } from "./eligibility.ts";
import * as q from "./queries.ts";
import { COUPON_TEXT, reasonText } from "./texts.ts";

const DAY = 86_400_000;

type CouponRow = q.CouponRow;

export type { CheckoutCouponRow } from "./queries.ts";

/** Where a collect stands for a buyer: 1 collectable, 2 not yet, 3 sold out, 4 limit reached. */
function receiveStateOf(c: CouponRow, hasReceive: number, at: number): 1 | 2 | 3 | 4 {
  if (c.stocks <= 0) return 3;
  if (hasReceive >= c.limitNum) return 4;
  if (at < c.launchTime.getTime()) return 2;
  return 1;
}

function ruleOf(c: CouponRow) {
  return {
    couponType: c.couponType as 1 | 2,
    cashCondition: fenToYuan(c.cashCondition),
    reduceAmount: fenToYuan(c.reduceAmount),
    couponDiscount: c.couponDiscount,
    maxReduce: fenToYuan(c.maxReduce),
  };
}

/** What the checkout needs from the coupon module for one trade. */
export interface CheckoutCoupons {
  shopCoupons: ReturnType<typeof toUse>[];
  platformCoupons: ReturnType<typeof toUse>[];
  /** couponUserIds chosen. */
  chosen: number[];
  /** Views per shop id (shop coupons) and of the platform coupons. */
  shopViews: Map<number, CouponOrderView[]>;
  platformViews: CouponOrderView[];
}

/**
 * Coupons (ADR 0009): templates of the platform (shopId 0) and of shops, collected by
 * buyers (atomic stock and per-user limit), chosen and priced at checkout through the one pricing
 * pipeline, locked at submit, released when their order is cancelled or times out, used when paid.
 */
export class CouponService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private now(): number {
    return nowMs(this.ctx);
  }

  // ---------------------------------------------------------------- display

  private async shopNames(ids: number[], locale: Locale): Promise<Map<number, string>> {
    const out = new Map<number, string>([[0, pick(locale, "平台券", "Platform")]]);
    const real = ids.filter((i) => i > 0);
    if (real.length === 0) return out;
    const rows = await q.shopNames(this.db, real);
    for (const r of rows) out.set(r.shopId, pick(locale, r.nameZh, r.nameEn));
    return out;
  }

  private async received(userId: number | null, couponIds: number[]): Promise<Map<number, number>> {
    if (!userId || couponIds.length === 0) return new Map();
    return q.received(this.db, userId, couponIds);
  }

  private async views(rows: CouponRow[], userId: number | null, locale: Locale): Promise<CouponView[]> {
    const names = await this.shopNames([...new Set(rows.map((r) => r.shopId))], locale);
    const got = await this.received(
      userId,
      rows.map((r) => r.couponId),
    );
    const at = this.now();
    return rows.map((c) => {
      const hasReceive = got.get(c.couponId) ?? 0;
      return {
        couponId: c.couponId,
        shopId: c.shopId,
        shopName: names.get(c.shopId) ?? "",
        couponName: pick(locale, c.nameZh, c.nameEn),
        ...ruleOf(c),
        validTimeType: c.validTimeType as 1 | 2,
        launchTime: mallDateTime(c.launchTime),
        startTime: mallDateTime(c.startTime),
        endTime: mallDateTime(c.endTime),
        afterReceiveDays: c.afterReceiveDays,
        validDays: c.validDays,
        suitableProdType: c.suitableProdType as 0 | 1 | 5,
        totalStock: c.totalStock,
        stocks: c.stocks,
        remainPercent: c.totalStock > 0 ? Math.floor((c.stocks * 100) / c.totalStock) : 0,
        limitNum: c.limitNum,
        hasReceive,
        receiveState: receiveStateOf(c, hasReceive, at),
      };
    });
  }

  /** `GET /ma/coupon/general_coupon_list` — the platform's coupons of the coupon center. */
  async platformList(userId: number | null, locale: Locale): Promise<CouponView[]> {
    const rows = await q.platformOnDisplay(this.db, new Date(this.now()), 100);
    return this.views(rows, userId, locale);
  }

  /**
   * `GET /ma/coupon/by_ids` — the coupons a decorated page offers, in the page's order; ended,
   * withdrawn or unknown ones are left out (the page stays as published).
   */
  async byIds(userId: number | null, ids: readonly number[], locale: Locale): Promise<CouponView[]> {
    const rows = await q.onDisplayByIds(this.db, new Date(this.now()), ids);
    const order = (id: number) => ids.indexOf(id);
    rows.sort((a, b) => order(a.couponId) - order(b.couponId));
    return this.views(rows, userId, locale);
  }

  /** `GET /ma/coupon/get_coupon_page` — shop coupons (all shops, or one), paged. */
  async shopPage(
    userId: number | null,
    pq: PageQuery & { shopId?: number | undefined },
    locale: Locale,
  ): Promise<Page<CouponView>> {
    const { rows, total } = await q.shopsOnDisplay(this.db, new Date(this.now()), pq.shopId, pq.size, pageOffset(pq));
    return toPage(await this.views(rows, userId, locale), total, pq);
  }

  /** `GET /ma/coupon/get_shop_or_spu_coupon_list` — collectable coupons of a shop (and platform ones) that cover the product. */
  async forShopOrProduct(
    userId: number | null,
    shopId: number,
    prodId: number | undefined,
    locale: Locale,
  ): Promise<CouponView[]> {
    let categoryId: number | undefined;
    if (prodId !== undefined) {
      categoryId = await q.categoryOfShopProduct(this.db, shopId, prodId);
      if (categoryId === undefined) return [];
    }
    const rows = await q.shopAndPlatformOnDisplay(this.db, new Date(this.now()), shopId, 50);
    const path = categoryId ? (await this.categoryPaths())(categoryId) : [];
    const covered = rows.filter((c) => {
      if (prodId === undefined) return c.shopId === shopId;
      if (c.suitableProdType === 1) return c.prodIds.includes(prodId);
      if (c.suitableProdType === 5) return path.some((id) => c.categoryIds.includes(id));
      return true;
    });
    return (await this.views(covered, userId, locale)).filter((v) => v.receiveState !== 3);
  }

  // ---------------------------------------------------------------- collect

  /**
   * `POST /p/my_coupon/receive`. Atomic under parallel requests: the per-user count is an upsert
   * that only increments below the limit, the stock an UPDATE that only decrements above 0; if
   * either fails the transaction (and with it the other) rolls back.
   */
  async receive(userId: number, couponId: number): Promise<void> {
    const at = this.now();
    await this.db.transaction((tx) => this.receiveIn(tx, userId, couponId, at));
  }

  /**
   * The collection itself in the caller's transaction (membership grants its joining coupons with
   * it, inside a savepoint): the same limits, stock and validity as a buyer's own collection.
   */
  async receiveIn(tx: Tx, userId: number, couponId: number, at: number): Promise<void> {
    const c = await q.couponById(tx, couponId);
    if (!c) throw notFound(COUPON_TEXT.notFound);
    if (c.status !== 1 || at >= c.endTime.getTime()) throw showFail(COUPON_TEXT.ended, 409);
    if (at < c.launchTime.getTime()) throw showFail(COUPON_TEXT.notLaunched, 409);
    if (!(await q.countCollection(tx, couponId, userId, c.limitNum))) throw showFail(COUPON_TEXT.limit, 409);
    if (!(await q.takeStock(tx, couponId))) throw showFail(COUPON_TEXT.soldOut, 409);
    const start = c.validTimeType === 1 ? c.startTime : new Date(at + c.afterReceiveDays * DAY);
    const end = c.validTimeType === 1 ? c.endTime : new Date(start.getTime() + c.validDays * DAY);
    await q.insertUserCoupon(tx, {
      couponId,
      userId,
      shopId: c.shopId,
      status: 1,
      startTime: start,
      endTime: end,
      receivedAt: new Date(at),
    });
  }

  // ---------------------------------------------------------------- my coupons

  /** `GET /p/my_coupon/get_page?status=&type=` — 0 expired, 1 unused, 2 used (locked ones included, flagged). */
  async myPage(
    userId: number,
    pq: PageQuery & { status: number; type: number },
    locale: Locale,
  ): Promise<Page<MyCouponView>> {
    const { rows, total } = await q.myPage(
      this.db,
      { userId, status: pq.status, type: pq.type, at: new Date(this.now()) },
      pq.size,
      pageOffset(pq),
    );
    const names = await this.shopNames([...new Set(rows.map((r) => r.c.shopId))], locale);
    const records = rows.map(({ uc, c }): MyCouponView => ({
      couponUserId: uc.couponUserId,
      couponId: c.couponId,
      shopId: c.shopId,
      shopName: names.get(c.shopId) ?? "",
      couponName: pick(locale, c.nameZh, c.nameEn),
      ...ruleOf(c),
      validTimeType: c.validTimeType as 1 | 2,
      startTime: mallDateTime(uc.startTime),
      endTime: mallDateTime(uc.endTime),
      afterReceiveDays: c.afterReceiveDays,
      validDays: c.validDays,
      suitableProdType: c.suitableProdType as 0 | 1 | 5,
      status: pq.status as 0 | 1 | 2,
      locked: uc.status === 3,
      receiveTime: mallDateTime(uc.receivedAt),
      userStartTime: mallDateTime(uc.startTime),
      userEndTime: mallDateTime(uc.endTime),
    }));
    return toPage(records, total, pq);
  }

  /** `GET /p/my_coupon/get_my_coupons_status_or_type_count` */
  async myCounts(userId: number): Promise<MyCouponCounts> {
    const r = await q.myCounts(this.db, userId, new Date(this.now()));
    const unUse = r.unUse;
    const platform = r.platform;
    return {
      unUseCount: unUse,
      usedCount: r.used,
      expiredCount: r.expired,
      allCount: unUse,
      platformCount: platform,
      multishopCount: unUse - platform,
    };
  }

  // ---------------------------------------------------------------- checkout

  /** Leaf category → itself and its ancestors (category-scoped coupons cover sub-categories). */
  private async categoryPaths(db: Tx = this.db): Promise<(id: number) => number[]> {
    const rows = await q.categoryParents(db);
    const parent = new Map(rows.map((r) => [r.id, r.parentId]));
    return (id) => {
      const out: number[] = [];
      for (let cur = id, n = 0; cur > 0 && n < 10; cur = parent.get(cur) ?? 0, n++) out.push(cur);
      return out;
    };
  }

  /** The buyer's coupons a checkout may use (`wanted`: the ids asked for), as a part of one statement (`readTogether`). */
  checkoutCouponsPart(userId: number, wanted: readonly number[] | null): ReadPart<q.CheckoutCouponRow[]> {
    return q.checkoutCouponsPart(userId, wanted ?? []);
  }

  /**
   * The coupons of a checkout: automatic (`wanted` null) or exactly the buyer's choice, checked
   * here — another buyer's or unknown ids, two coupons for one order, and unusable coupons are
   * refused with the reason. Answers the pipeline's slots and the views of confirm. `rows`: the buyer's
   * coupons from `checkoutCouponsPart`, read together with the checkout's other facts.
   */
  async forCheckoutWith(
    db: Tx,
    rows: readonly q.CheckoutCouponRow[],
    base: PricingInput,
    wanted: readonly number[] | null,
    locale: Locale,
    at = this.now(),
  ): Promise<CheckoutCoupons> {
    const names = new Map(rows.map((c) => [c.couponId, pick(locale, c.nameZh, c.nameEn)]));
    const owned = rows.map((c): OwnedCoupon => ({
      couponUserId: c.couponUserId,
      couponId: c.couponId,
      shopId: c.shopId,
      status: c.status,
      startTime: c.startTime.getTime(),
      endTime: c.endTime.getTime(),
      couponType: c.couponType as 1 | 2,
      cashCondition: c.cashCondition,
      reduceAmount: c.reduceAmount,
      couponDiscount: c.couponDiscount,
      maxReduce: c.maxReduce,
      suitableProdType: c.suitableProdType,
      prodIds: c.prodIds,
      categoryIds: c.categoryIds,
    }));
    // The category tree is read only when a coupon is category-scoped (most checkouts have none).
    const paths = owned.some((c) => c.suitableProdType === 5) ? await this.categoryPaths(db) : () => [];
    const choice = chooseCoupons(owned, base, at, paths, wanted);
    if (choice.unknown.length > 0) throw showFail(COUPON_TEXT.notYours, 404);
    if (choice.duplicate) throw showFail(COUPON_TEXT.oneEach);
    if (choice.refused) throw showFail(reasonText(choice.refused), 409);

    const chosen = new Set(
      [...choice.chosenShop, ...(choice.chosenPlatform ? [choice.chosenPlatform] : [])].map(
        (e) => e.coupon.couponUserId,
      ),
    );
    const view = (e: Evaluation): CouponOrderView => ({
      couponId: e.coupon.couponId,
      couponUserId: e.coupon.couponUserId,
      couponName: names.get(e.coupon.couponId) ?? "",
      shopId: e.coupon.shopId,
      couponType: e.coupon.couponType,
      cashCondition: fenToYuan(e.coupon.cashCondition),
      reduceAmount: fenToYuan(e.coupon.reduceAmount),
      couponDiscount: e.coupon.couponDiscount,
      maxReduce: fenToYuan(e.coupon.maxReduce),
      startTime: mallDateTime(e.coupon.startTime),
      endTime: mallDateTime(e.coupon.endTime),
      canUse: e.reason === null,
      isChoose: chosen.has(e.coupon.couponUserId),
      unusableReason: e.reason ? reasonText(e)[locale] : null,
      reduce: fenToYuan(e.reduce),
    });
    const visible = (e: Evaluation) => e.coupon.status === 1; // used/locked ones only matter when asked for
    const shopViews = new Map<number, CouponOrderView[]>();
    for (const e of choice.shop.filter(visible)) {
      if (e.reason === "otherShop") continue; // another shop's coupon is not listed on this checkout
      const list = shopViews.get(e.coupon.shopId) ?? [];
      list.push(view(e));
      shopViews.set(e.coupon.shopId, list);
    }
    const byUsable = (a: CouponOrderView, b: CouponOrderView) =>
      Number(b.canUse) - Number(a.canUse) || b.reduce - a.reduce;
    for (const list of shopViews.values()) list.sort(byUsable);
    return {
      shopCoupons: choice.chosenShop.map(toUse),
      platformCoupons: choice.chosenPlatform ? [toUse(choice.chosenPlatform)] : [],
      chosen: [...chosen],
      shopViews,
      platformViews: choice.platform.filter(visible).map(view).sort(byUsable),
    };
  }

  /**
   * Locks the chosen coupons for a trade inside the submit transaction (status 1 → 3). A coupon
   * another submit locked first makes this one fail and roll back: one coupon, one order.
   */
  async lock(tx: Tx, userId: number, couponUserIds: readonly number[], payNo: string): Promise<void> {
    if (couponUserIds.length === 0) return;
    const locked = await q.lockForTrade(tx, userId, couponUserIds, payNo);
    if (locked !== couponUserIds.length) throw showFail(COUPON_TEXT.taken, 409);
  }

  /** Ties a locked shop coupon to the shop order created for it. */
  async attachToOrder(tx: Tx, payNo: string, shopId: number, orderId: number): Promise<void> {
    await q.attachToOrder(tx, payNo, shopId, orderId);
  }

  /**
   * Order cancelled (buyer or unpaid timeout): shop coupons of those orders are unused again; the
   * trade's platform coupon too once every order of the trade is closed.
   */
  async releaseFor(tx: Tx, payNo: string, cancelledOrderIds: readonly number[]): Promise<void> {
    if (cancelledOrderIds.length > 0) await q.releaseOfOrders(tx, cancelledOrderIds);
    if (!(await q.tradeHasOpenOrder(tx, payNo))) await q.releaseOfTrade(tx, payNo);
  }

  /** Orders paid: their coupons (and the trade's platform coupon) are used. */
  async consumeFor(tx: Tx, payNo: string, paidOrderIds: readonly number[], at: Date): Promise<void> {
    await q.consume(tx, payNo, paidOrderIds, at);
  }

  // ---------------------------------------------------------------- the shop side (and the platform CLI)

  private values(b: CouponBody, at: number) {
    return {
      nameZh: b.couponNameZh,
      nameEn: b.couponNameEn,
      couponType: b.couponType,
      cashCondition: yuanToFen(b.cashCondition),
      reduceAmount: b.couponType === 1 ? yuanToFen(b.reduceAmount) : 0,
      couponDiscount: b.couponType === 2 ? b.couponDiscount : 100,
      maxReduce: b.couponType === 2 ? yuanToFen(b.maxReduce) : 0,
      validTimeType: b.validTimeType,
      launchTime: b.launchTime ?? new Date(at),
      startTime: b.startTime,
      endTime: b.endTime,
      afterReceiveDays: b.afterReceiveDays,
      validDays: b.validDays,
      limitNum: b.limitNum,
      suitableProdType: b.suitableProdType,
      prodIds: b.suitableProdType === 1 ? b.prodIds : [],
      categoryIds: b.suitableProdType === 5 ? b.categoryIds : [],
      updatedAt: new Date(at),
    };
  }

  /**
   * Creates a coupon of a shop (shopId 0: the platform). `after` runs in the same transaction with
   * the new id (the platform console's operation log).
   */
  async create(shopId: number, b: CouponBody, after?: (tx: Tx, couponId: number) => Promise<void>): Promise<number> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const id = await q.insertCoupon(tx, {
        ...this.values(b, at),
        shopId,
        totalStock: b.totalStock,
        stocks: b.totalStock,
        createdAt: new Date(at),
      });
      if (after) await after(tx, id);
      return id;
    });
  }

  private async ownCoupon(db: Tx, shopId: number, couponId: number): Promise<CouponRow> {
    const c = await q.couponById(db, couponId);
    if (!c || c.shopId !== shopId) throw notFound(COUPON_TEXT.notFound);
    return c;
  }

  /** Edits a coupon; the stock moves with totalStock and may not drop below what was collected. */
  async update(shopId: number, couponId: number, b: CouponBody, after?: (tx: Tx) => Promise<void>): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await this.ownCoupon(tx, shopId, couponId);
      const done = await q.updateCoupon(tx, couponId, this.values(b, at), b.totalStock);
      if (!done) throw showFail(COUPON_TEXT.stockBelowCollected, 409);
      if (after) await after(tx);
    });
  }

  /** Ends a coupon: no more collecting; coupons already collected stay usable in their window. */
  async end(shopId: number, couponId: number, after?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.ownCoupon(tx, shopId, couponId);
      await q.endCoupon(tx, couponId, new Date(this.now()));
      if (after) await after(tx);
    });
  }

  /** A shop's coupons (newest first) with collected and used counts. */
  async ofShop(shopId: number, pq: PageQuery & PromotionFilter, locale: Locale): Promise<Page<MerchantCouponView>> {
    const at = new Date(this.now());
    const { rows, total } = await q.shopCoupons(this.db, shopId, pq, at, pq.size, pageOffset(pq));
    const byId = rows.length
      ? await q.collectedAndUsed(
          this.db,
          rows.map((r) => r.couponId),
        )
      : new Map();
    const views = await this.views(rows, null, locale);
    const records = views.map((v, i): MerchantCouponView => {
      const r = rows[i]!;
      return {
        ...v,
        couponNameZh: r.nameZh,
        couponNameEn: r.nameEn,
        status: r.status as 0 | 1,
        prodIds: r.prodIds,
        categoryIds: r.categoryIds,
        receivedCount: byId.get(r.couponId)?.received ?? 0,
        usedCount: byId.get(r.couponId)?.used ?? 0,
      };
    });
    return toPage(records, total, pq);
  }
}

export const couponServiceOf = perContext((ctx) => new CouponService(ctx));
export { COUPON_TEXT } from "./texts.ts";
