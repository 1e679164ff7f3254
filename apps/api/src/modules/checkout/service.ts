import { createHash, randomBytes } from "node:crypto";
import {
  CART_MAX_PER_PRODUCT,
  CART_SETTLE_MAX,
  fenToYuan,
  ORDER_REMARKS_MAX,
  type Address,
  type ConfirmOrderView,
  type ConfirmShopView,
  type InvoiceChoice,
  type Locale,
  type OrderLineView,
  type SubmitOrderResult,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requestFingerprint } from "../../infra/request-fingerprint.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { localizedRegions } from "../address/localized.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { addressServiceOf } from "../address/service.ts";
import { cartServiceOf } from "../cart/service.ts";
import { couponServiceOf, type CheckoutCouponRow, type CheckoutCoupons } from "../coupon/service.ts";
import { groupByActivity } from "../discount/groups.ts";
import { discountServiceOf, type LineActivities } from "../discount/service.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { availability, skuFacts, skuFactsPart, type SkuFacts } from "../catalog/inventory.ts";
import { readTogether } from "../../infra/db/read-together.ts";
import type { Tx } from "../../infra/db/client.ts";
import { pointsServiceOf } from "../points/service.ts";
import {
  activityPricedLine,
  pointsDeduction,
  price,
  type PointsUse,
  type PriceBreakdown,
  type PricingInput,
  type PricingLine,
} from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { memberServiceOf, type MemberRow } from "../member/service.ts";
import { freightServiceOf, type ShopDelivery } from "../freight/service.ts";
import * as q from "./queries.ts";
import { afterOrders, snapshotLine, type SnapshotLine, type TradeToWrite } from "./write-trade.ts";
import { placeMiss, placeTrade, type PlaceMiss } from "./place-trade.ts";
import { abortReason } from "../../infra/db/abort.ts";
import { CHECKOUT_TEXT } from "./texts.ts";

// Other modules read checkout through this file only (ADR 0026).
export type { SnapshotLine };

export interface TokenSnapshot {
  v: 1;
  lines: SnapshotLine[];
  actualTotal: number;
  /** couponUserIds confirm chose (checked again at submit). */
  couponUserIds?: number[];
  /** The address confirm showed (absent in snapshots taken before it was recorded). */
  addrId?: number | null;
  /** Activity and shop-discount reductions confirm showed (fen): submit refuses when the activities changed meanwhile. */
  activityReduce?: number;
  shopDiscountReduce?: number;
  /** Member discount confirm showed (fen): submit refuses when the buyer's level changed meanwhile. */
  memberReduce?: number;
  /** Points the buyer asked to spend at confirm (checked again, and debited, at submit). */
  usePoints?: number;
}

export function hashSubmitToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function toPricing(lines: readonly SnapshotLine[]): PricingLine[] {
  return lines.map((l) => ({
    key: l.key,
    shopId: l.shopId,
    prodId: l.prodId,
    skuId: l.skuId,
    categoryId: l.categoryId,
    count: l.count,
    unitPrice: l.unitPrice,
    weight: l.weight ?? 0,
  }));
}

export interface ConfirmInput {
  basketIds?: number[];
  buyNow?: { prodId: number; skuId: number; count: number };
  addrId?: number;
  /** 1 = use exactly couponIds (couponUserIds); else the best coupons are chosen. */
  userChangeCoupon?: number;
  couponIds?: number[];
  /** Points to spend (a multiple of 10, at most what the buyer holds). */
  usePoints?: number | undefined;
}

export interface SubmitInput {
  /** Absent in the mall4j body: the buyer's latest confirm is submitted. */
  submitToken?: string;
  /** The buyer's coupon choice (couponUserIds); absent = confirm's choice. Checked, never trusted. */
  couponIds?: number[] | undefined;
  /** Absent in the mall4j body: the address that confirm showed. */
  addrId?: number;
  orderShopParams: { shopId: number; remarks: string; fields?: { name: string; value: string }[] }[];
  invoice?: InvoiceChoice;
}

/**
 * Checkout: confirm (price the selection, answer a one-time submit token) and the submitOrder
 * workflow (re-check prices, then in one transaction: consume the token, create one trade with one
 * order per shop, consume the cart lines, schedule the unpaid timeout, reserve stock).
 */
export class CheckoutService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The pipeline's input for the lines, with the discount activities running at `at` (server time). */
  private async pricingInput(
    db: Tx,
    member: MemberRow | undefined,
    lines: readonly SnapshotLine[],
    at: number,
    delivery: ShopDelivery,
  ): Promise<{ base: PricingInput; acts: LineActivities }> {
    const pl = toPricing(lines);
    const acts = await discountServiceOf(this.ctx).forLines(db, pl, at);
    // Freight step's rules: each shop's template charge for the address (ADR 0042); a shop that does
    // not deliver there charges nothing (confirm shows it as not deliverable, submit refuses it).
    const freightRules = { ...delivery.freightRules };
    for (const shopId of delivery.undeliverable) freightRules[shopId] = { freeOver: null, fee: 0 };
    return {
      base: {
        lines: pl,
        defaultFreight: commerceSettingsOf(this.ctx).freight,
        freightRules,
        activities: acts.activities,
        shopDiscounts: acts.shopDiscounts,
        // The buyer's member level at `at` (discount, free shipping): ADR 0020-membership.
        member: await memberServiceOf(this.ctx).pricingBenefitFrom(db, member, new Date(at)),
      },
      acts,
    };
  }

  private breakdown(base: PricingInput, coupons?: CheckoutCoupons, points?: PointsUse | null): PriceBreakdown {
    return price({
      ...base,
      shopCoupons: coupons?.shopCoupons ?? [],
      platformCoupons: coupons?.platformCoupons ?? [],
      points: points ?? null,
    });
  }

  /** The lines of a confirm, checked: all buyable now, within stock and limits (`buyNowFacts`: the buy-now SKU's, read already). */
  private async confirmLines(
    userId: number,
    input: ConfirmInput,
    buyNowFacts: ReadonlyMap<number, SkuFacts>,
  ): Promise<SnapshotLine[]> {
    if (input.buyNow) {
      const b = input.buyNow;
      const f = buyNowFacts.get(b.skuId);
      if (!f || f.prodId !== b.prodId) throw new AppError("A01000");
      const status = availability(f);
      if (status === -1) throw new AppError("A01000");
      if (status === 0) throw new AppError("A01100");
      if (b.count > CART_MAX_PER_PRODUCT) throw showFail(CHECKOUT_TEXT.perProduct, 409);
      if (b.count > f.stock) throw new AppError("A03010");
      return [snapshotLine("buyNow", null, f, b.count)];
    }
    const ids = [...new Set(input.basketIds ?? [])];
    if (ids.length > CART_SETTLE_MAX) throw showFail(CHECKOUT_TEXT.settleMax);
    const lines = await cartServiceOf(this.ctx).linesOf(this.db, userId, ids);
    if (lines.length !== ids.length) throw new AppError("A02000");
    if (lines.some((l) => l.status !== 1)) throw showFail(CHECKOUT_TEXT.unavailable, 409);
    if (lines.some((l) => l.count > l.facts!.stock)) throw new AppError("A03010");
    return lines.map((l) => snapshotLine(String(l.basketId), l.basketId, l.facts!, l.count));
  }

  /** `POST /p/order/confirm` */
  async confirm(userId: number, input: ConfirmInput, locale: Locale): Promise<ConfirmOrderView> {
    const settings = commerceSettingsOf(this.ctx);
    const pts = pointsServiceOf(this.ctx);
    const addresses = addressServiceOf(this.ctx);
    const wanted = input.userChangeCoupon === 1 ? (input.couponIds ?? []) : null;
    // The buyer's facts in one statement (ADR 0031-submit-path, follow-up 3); checked below in the
    // order a buyer meets them: the lines, the coupons, the points, the address.
    const [buyNowFacts, member, ownedCoupons, balance, addrRow] = await readTogether(this.db, [
      skuFactsPart(input.buyNow ? [input.buyNow.skuId] : []),
      memberServiceOf(this.ctx).memberPart(userId),
      couponServiceOf(this.ctx).checkoutCouponsPart(userId, wanted),
      pts.balancePart(userId),
      addresses.checkoutAddressPart(userId, input.addrId),
    ]);
    const lines = await this.confirmLines(userId, input, buyNowFacts);
    const now = nowMs(this.ctx);
    const userAddr: Address | null = input.addrId ? addresses.infoOf(addrRow) : addresses.shownOf(addrRow);
    const shownAddr = userAddr && localizedRegions(userAddr, locale);
    // The shops' freight templates and order-message fields (ADR 0042), for the address shown.
    const freight = freightServiceOf(this.ctx);
    const shopIds = [...new Set(lines.map((l) => l.shopId))];
    const [templates, fields] = await readTogether(this.db, [
      freight.templatesPart(shopIds),
      freight.orderFieldsPart(shopIds),
    ]);
    const delivery = freight.forAddress(templates, shopIds, userAddr?.areaId ?? null);
    const { base, acts } = await this.pricingInput(this.db, member, lines, now, delivery);
    const coupons = await couponServiceOf(this.ctx).forCheckoutWith(this.db, ownedCoupons, base, wanted, locale, now);
    const held = pts.checkHeldOf(balance, input.usePoints);
    const b = this.breakdown(base, coupons, pts.pricingUse(input.usePoints));
    // The most points this order takes: the points step on the goods after coupons, with all the buyer holds.
    const beforePoints = b.itemTotal - b.reduce + b.reductions.points;
    const maxUsable = pointsDeduction(
      { ...pts.pricingUse(10)!, points: Math.floor(held / 10) * 10 },
      beforePoints,
    ).points;

    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now + settings.submitTokenMinutes * 60_000);
    const snapshot: TokenSnapshot = {
      v: 1,
      lines,
      actualTotal: b.actualTotal,
      couponUserIds: coupons.chosen,
      addrId: userAddr?.addrId ?? null,
      activityReduce: b.reductions.activity,
      shopDiscountReduce: b.reductions.shopDiscount,
      memberReduce: b.reductions.member,
      usePoints: b.pointsUsed,
    };
    await q.issueToken(
      this.db,
      { tokenHash: hashSubmitToken(token), userId, snapshot, expiresAt, createdAt: new Date(now) },
      new Date(now - 86_400_000),
    );

    const byKey = new Map(lines.map((l) => [l.key, l]));
    const shopCartOrders: ConfirmShopView[] = b.shops.map((s) => {
      const first = byKey.get(s.lines[0]!.key)!;
      const facts = s.lines.map((pl): OrderLineView => {
        const l = byKey.get(pl.key)!;
        const paid = activityPricedLine(pl);
        const act = acts.priceOf.get(l.skuId);
        const byActivity = act !== undefined && paid.total < pl.itemTotal;
        return {
          prodId: l.prodId,
          skuId: l.skuId,
          basketId: l.basketId,
          prodName: pick(locale, l.prodNameZh, l.prodNameEn),
          skuName: pick(locale, l.skuNameZh, l.skuNameEn),
          pic: l.pic,
          price: fenToYuan(paid.unitPrice),
          count: l.count,
          productTotalAmount: fenToYuan(paid.total),
          ...(byActivity
            ? {
                listPrice: fenToYuan(l.unitPrice),
                activity: discountServiceOf(this.ctx).activityView(act.row, act.unitPrice, now),
              }
            : { activity: null }),
        };
      });
      return {
        shopId: s.shopId,
        shopName: pick(locale, first.shopNameZh, first.shopNameEn),
        shopCartItemDiscounts: groupByActivity(
          s.lines.map((line, i) => ({ line, item: facts[i]! })),
          acts,
          locale,
          now,
        ).map((g) => ({ chooseDiscountItemDto: g.chooseDiscountItemDto, shopCartItems: g.items })),
        freightRule: {
          freeOver: s.freightRule.freeOver === null ? null : fenToYuan(s.freightRule.freeOver),
          fee: fenToYuan(s.freightRule.fee),
          ...(s.freightRule.firstUnit === undefined
            ? {}
            : s.freightRule.byWeight
              ? {
                  // By weight: the rule's grams shown as kilograms (ADR 0044).
                  firstUnit: s.freightRule.firstUnit / 1000,
                  addUnit: (s.freightRule.addUnit ?? 1) / 1000,
                  addFee: fenToYuan(s.freightRule.addFee ?? 0),
                  byWeight: true,
                }
              : {
                  firstUnit: s.freightRule.firstUnit,
                  addUnit: s.freightRule.addUnit ?? 1,
                  addFee: fenToYuan(s.freightRule.addFee ?? 0),
                }),
        },
        deliverable: !delivery.undeliverable.has(s.shopId),
        orderFields: freight.fieldViews(fields.get(s.shopId), locale),
        remarksMax: ORDER_REMARKS_MAX,
        total: fenToYuan(s.itemTotal),
        totalCount: s.count,
        transfee: fenToYuan(s.freight),
        activityReduce: fenToYuan(s.reductions.activity),
        shopDiscountReduce: fenToYuan(s.reductions.shopDiscount),
        shopCouponReduce: fenToYuan(s.reductions.shopCoupon),
        platformCouponReduce: fenToYuan(s.reductions.platformCoupon),
        pointsReduce: fenToYuan(s.reductions.points),
        memberReduce: fenToYuan(s.reductions.member),
        shopReduce: fenToYuan(s.reduce),
        actualTotal: fenToYuan(s.actualTotal),
        coupons: coupons.shopViews.get(s.shopId) ?? [],
      };
    });
    return {
      submitToken: token,
      tokenExpireTime: mallDateTime(expiresAt),
      userAddr: shownAddr,
      shopCartOrders,
      total: fenToYuan(b.itemTotal),
      totalCount: b.count,
      transfee: fenToYuan(b.freight),
      orderReduce: fenToYuan(b.reduce),
      memberReduce: fenToYuan(b.reductions.member),
      memberFreeShipping: base.member?.freeShipping === true,
      actualTotal: fenToYuan(b.actualTotal),
      coupons: coupons.platformViews,
      couponIds: coupons.chosen,
      userPoints: held,
      maxUsablePoints: maxUsable,
      usedPoints: b.pointsUsed,
      pointsReduce: fenToYuan(b.reductions.points),
      pointsPerYuan: pts.settings.pointsPerYuan,
    };
  }

  /**
   * The submit token's state before the transaction (a plain read): its snapshot when usable, the
   * result of the submit that already used it (a replay: the buyer whose connection broke after
   * the order was created learns its payNo), or A03002 (unknown, another buyer's) /
   * A03003 (expired).
   */
  private async peekToken(
    db: Tx,
    userId: number,
    hash: string,
    at: Date,
    requestHash: string,
  ): Promise<{ snapshot: TokenSnapshot } | { replay: SubmitOrderResult }> {
    return this.tokenState(await q.peekToken(db, userId, hash), at, requestHash);
  }

  /**
   * `peekToken`'s answer for a token row already read (`tokenPart`). A replay is answered only
   * when it asks for what the first submit asked (same address, remarks, invoice, coupons): the
   * same token with other details is refused (409 A00015) and changes nothing — the buyer who
   * changed the address after a lost answer must not believe the order ships there.
   */
  private tokenState(
    t: Awaited<ReturnType<typeof q.peekToken>>,
    at: Date,
    requestHash: string,
  ): { snapshot: TokenSnapshot } | { replay: SubmitOrderResult } {
    if (!t) throw new AppError("A03002");
    if (t.usedAt !== null) {
      if (t.requestHash !== null && t.requestHash !== requestHash)
        throw new AppError("A00015", CHECKOUT_TEXT.submittedWithOtherDetails);
      if (t.result) return { replay: t.result as SubmitOrderResult };
      throw new AppError("A03002");
    }
    if (t.expiresAt.getTime() <= at.getTime()) throw new AppError("A03003", CHECKOUT_TEXT.tokenExpired);
    return { snapshot: t.snapshot as TokenSnapshot };
  }

  /**
   * What the mall4j body leaves out (it sends only `orderShopParam`): the submit token is the
   * buyer's latest confirm that is still usable (none: A03003, as mall4cloud's expired confirm
   * cache), and the address is the one that confirm showed. An explicit token or address wins.
   */
  private async resolveSubmit(userId: number, input: SubmitInput): Promise<{ hash: string; addrId: number }> {
    let hash = input.submitToken ? hashSubmitToken(input.submitToken) : null;
    let addrId = input.addrId ?? null;
    if (hash === null || addrId === null) {
      const latest = await q.latestUsableToken(this.db, userId, hash, new Date(nowMs(this.ctx)));
      if (!latest && hash === null) throw new AppError("A03003", CHECKOUT_TEXT.tokenExpired);
      hash ??= latest!.hash;
      addrId ??= (latest?.snapshot as TokenSnapshot | undefined)?.addrId ?? null;
    }
    if (addrId === null) throw showFail(CHECKOUT_TEXT.addressNeeded, 400);
    return { hash, addrId };
  }

  /**
   * `POST /p/order/submit` — the submitOrder workflow. Everything that only reads (the token's
   * snapshot, the SKUs' prices and availability, activities, member level, coupons: the whole price)
   * happens before any write; then only conditional writes re-check what was read — the token still
   * unused, each SKU still on sale at the price shown with the stock, the coupons still unused — so
   * a change in between rolls the submit back instead of being missed. Token, trade, orders, timeout
   * job and stock are ONE statement (`placeTrade`: the hot SKU and product rows are locked by its
   * last step and held until it commits); coupons, invoices, cart lines and points, when the submit
   * has any, follow it in one transaction (ADR 0031-submit-path).
   */
  async submit(userId: number, input: SubmitInput, locale: Locale = "zh"): Promise<SubmitOrderResult> {
    const settings = commerceSettingsOf(this.ctx);
    const { hash, addrId } = await this.resolveSubmit(userId, input);
    const requestHash = requestFingerprint({
      addrId,
      orderShopParams: input.orderShopParams,
      invoice: input.invoice,
      couponIds: input.couponIds,
    });
    const at = new Date(nowMs(this.ctx));
    const expiresAt = new Date(at.getTime() + settings.unpaidMinutes * 60_000);
    const payNo = newBizNumber(at);

    // Everything submit reads, in one statement (ADR 0031-submit-path, follow-up 3): the token, the
    // SKUs of its snapshot, the address, the member row, the buyer's coupons; checked address first, then token, lines, prices.
    const addresses = addressServiceOf(this.ctx);
    const freight = freightServiceOf(this.ctx);
    const [token, facts, addrRow, member, ownedCoupons, templates, fields] = await readTogether(this.db, [
      q.tokenPart(userId, hash),
      skuFactsPart(q.snapshotSkuIdsSql(userId, hash)),
      addresses.checkoutAddressPart(userId, addrId),
      memberServiceOf(this.ctx).memberPart(userId),
      couponServiceOf(this.ctx).checkoutCouponsPart(userId, input.couponIds ?? null),
      freight.templatesPart(q.snapshotShopIdsSql(userId, hash)),
      freight.orderFieldsPart(q.snapshotShopIdsSql(userId, hash)),
    ]);
    const addr = addresses.orderSnapshotOf(addrRow); // 404 unless the buyer's
    const peeked = this.tokenState(token, at, requestHash);
    if ("replay" in peeked) return peeked.replay;
    this.checkLines(peeked.snapshot.lines, facts);
    // Freight by weight weighs the SKUs as they are now, like it reads the templates now (ADR 0044).
    const snap: TokenSnapshot = {
      ...peeked.snapshot,
      lines: peeked.snapshot.lines.map((l) => ({ ...l, weight: facts.get(l.skuId)!.weight })),
    };
    // Submit step "check delivery" (freight, ADR 0042): every shop delivers to the address; the
    // order-message fields a shop requires are filled in.
    const shopIds = [...new Set(snap.lines.map((l) => l.shopId))];
    const delivery = freight.forAddress(templates, shopIds, addr.areaId);
    const refused = snap.lines.find((l) => delivery.undeliverable.has(l.shopId));
    if (refused)
      throw new AppError("A00029", freight.notDeliverableText({ zh: refused.shopNameZh, en: refused.shopNameEn }));
    const params = new Map(input.orderShopParams.map((p) => [p.shopId, p]));
    const remarks = new Map(
      shopIds.map((shopId) => [
        shopId,
        freight.orderNote(fields.get(shopId), params.get(shopId)?.fields ?? [], params.get(shopId)?.remarks ?? ""),
      ]),
    );
    const { b, couponUserIds } = await this.priceAgain(
      userId,
      snap,
      input.couponIds,
      locale,
      at,
      member,
      delivery,
      await this.withAskedCoupons(userId, ownedCoupons, input.couponIds ?? snap.couponUserIds ?? []),
    );
    const orderNumbers = b.shops.map(() => newBizNumber(at));
    const result: SubmitOrderResult = {
      payNo,
      orderNumbers,
      actualTotal: fenToYuan(b.actualTotal),
      endTime: mallDateTime(expiresAt),
    };

    const coupons = couponServiceOf(this.ctx);
    const trade: TradeToWrite = {
      payNo,
      orderNumbers,
      userId,
      lines: snap.lines,
      breakdown: b,
      addr,
      remarks,
      invoice: input.invoice,
      at,
      expiresAt,
    };
    const place = (tx: Tx) =>
      placeTrade(this.ctx, tx, {
        userId,
        hash,
        requestHash,
        at,
        result,
        trade,
        stock: snap.lines.map((l) => ({ skuId: l.skuId, prodId: l.prodId, count: l.count, price: l.unitPrice })),
      });
    const basketIds = snap.lines.map((l) => l.basketId).filter((x): x is number => x !== null);
    try {
      // Token, trade, orders, timeout job and stock: one statement, its own transaction when nothing else is written.
      if (couponUserIds.length === 0 && basketIds.length === 0 && b.pointsUsed === 0 && input.invoice === undefined) {
        await place(this.db);
        return result;
      }
      return await this.db.transaction(async (tx) => {
        const created = await place(tx);
        // After the stock, as the lock order wants (SKUs → products → coupons/points): the coupons 1 → 3
        // ("coupon taken" rolls everything back), tied to their orders, the invoices, the cart lines, the points.
        await coupons.lock(tx, userId, couponUserIds, payNo);
        await afterOrders(
          this.ctx,
          tx,
          {
            ...trade,
            ...(couponUserIds.length > 0
              ? { onOrder: (shopId: number, orderId: number) => coupons.attachToOrder(tx, payNo, shopId, orderId) }
              : {}),
          },
          created,
        );
        await cartServiceOf(this.ctx).consume(tx, userId, basketIds);
        // Submit step "spend points" (points): one debit under the buyer's points lock; not enough → all rolls back.
        await pointsServiceOf(this.ctx).spendOnOrders(tx, {
          userId,
          payNo,
          points: b.pointsUsed,
          kind: 0,
          orderIds: created.map((o) => o.orderId),
          at,
        });
        return result;
      });
    } catch (err) {
      const reason = abortReason(err);
      if (reason === null) throw err;
      return this.missed(userId, hash, requestHash, at, snap.lines, placeMiss(reason));
    }
  }

  /**
   * Submit's statement rolled itself back (token included): a token used meanwhile answers that
   * submit's result (two submits with one token: the second waited for the first's row lock, issue
   * 18); a line not reservable says why, from the SKUs read again — price or status changed since
   * the check → "confirm again", else not enough stock (A03010).
   */
  private async missed(
    userId: number,
    hash: string,
    requestHash: string,
    at: Date,
    lines: readonly SnapshotLine[],
    miss: PlaceMiss,
  ): Promise<SubmitOrderResult> {
    if ("token" in miss) {
      const now = await this.peekToken(this.db, userId, hash, at, requestHash);
      if ("replay" in now) return now.replay;
      throw new AppError("A03002"); // unreachable: unused and unexpired, yet not consumable
    }
    const missing = lines.filter((l) => miss.stock.includes(l.skuId));
    this.checkLines(missing, await skuFacts(this.db, miss.stock));
    throw new AppError("A03010");
  }

  /**
   * Submit step "check the lines" (catalog): prices and availability now, not as confirm saw them
   * (never the client's) — a change sends the buyer back to confirm.
   */
  private checkLines(lines: readonly SnapshotLine[], facts: ReadonlyMap<number, SkuFacts>): void {
    for (const l of lines) {
      const f = facts.get(l.skuId);
      if (!f || f.prodId !== l.prodId || f.shopId !== l.shopId) throw showFail(CHECKOUT_TEXT.changed, 409);
      const status = availability(f);
      if (status === 2) throw new AppError("A03010");
      if (status !== 1) throw showFail(CHECKOUT_TEXT.unavailable, 409);
      if (f.price !== l.unitPrice) throw showFail(CHECKOUT_TEXT.changed, 409);
    }
  }

  /**
   * The buyer's coupons for pricing again: the unused ones read with the other facts, plus — only
   * when confirm's choice names one that is no longer unused (used or locked meanwhile) — those
   * read again by id, so the buyer learns "used" rather than "not yours".
   */
  private async withAskedCoupons(
    userId: number,
    rows: readonly CheckoutCouponRow[],
    asked: readonly number[],
  ): Promise<readonly CheckoutCouponRow[]> {
    const have = new Set(rows.map((r) => r.couponUserId));
    if (asked.every((id) => have.has(id))) return rows;
    const [again] = await readTogether(this.db, [couponServiceOf(this.ctx).checkoutCouponsPart(userId, asked)]);
    return again;
  }

  /**
   * Submit step "price again", before the transaction: confirm's coupons (or the body's) checked
   * again now (the transaction locks them to the trade only if still unused: one coupon, one
   * trade); an activity that started, ended or changed since confirm sends the buyer back to
   * confirm the new prices.
   */
  private async priceAgain(
    userId: number,
    snap: TokenSnapshot,
    couponIds: number[] | undefined,
    locale: Locale,
    at: Date,
    member: MemberRow | undefined,
    delivery: ShopDelivery,
    ownedCoupons: readonly CheckoutCouponRow[],
  ): Promise<{ b: PriceBreakdown; couponUserIds: number[] }> {
    const { base } = await this.pricingInput(this.db, member, snap.lines, at.getTime(), delivery);
    const coupons = await couponServiceOf(this.ctx).forCheckoutWith(
      this.db,
      ownedCoupons,
      base,
      couponIds ?? snap.couponUserIds ?? [],
      locale,
      at.getTime(),
    );
    const b = this.breakdown(base, coupons, pointsServiceOf(this.ctx).pricingUse(snap.usePoints));
    if (
      (snap.activityReduce ?? 0) !== b.reductions.activity ||
      (snap.shopDiscountReduce ?? 0) !== b.reductions.shopDiscount ||
      // The member level changed since confirm (membership lapsed or bought): confirm again.
      (snap.memberReduce ?? 0) !== b.reductions.member
    )
      throw showFail(CHECKOUT_TEXT.changed, 409);
    return { b, couponUserIds: coupons.chosen };
  }

  /** Submit tokens still usable by the buyer (tests and housekeeping). */
  async activeTokens(userId: number): Promise<number> {
    return q.countUsableTokens(this.db, userId, new Date(nowMs(this.ctx)));
  }
}

export const checkoutServiceOf = perContext((ctx) => new CheckoutService(ctx));
