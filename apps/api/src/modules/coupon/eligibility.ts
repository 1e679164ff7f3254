/**
 * Which of a buyer's coupons can be used on which lines, and the best choice (pure, no I/O).
 *
 * A coupon is usable on a checkout when it is the buyer's, unused, inside its own window, its
 * shop is one of the trade's shops (platform coupons: any), at least one line is in its scope, and
 * the scope's goods (after the earlier pipeline steps) reach its threshold. The automatic choice
 * takes, per shop order, the shop coupon with the largest reduction, then the platform coupon with
 * the largest reduction on what is left; ties go to the coupon that expires first (then lowest id).
 */
import {
  couponReduction,
  price,
  type CouponRule,
  type CouponUse,
  type PricingInput,
  type PricingLine,
} from "../pricing/pricing.ts";

export type UnusableReason = "used" | "expired" | "notStarted" | "otherShop" | "outOfScope" | "belowThreshold";

export interface OwnedCoupon extends CouponRule {
  couponUserId: number;
  couponId: number;
  shopId: number;
  /** 1 unused, 2 used, 3 locked */
  status: number;
  startTime: number;
  endTime: number;
  suitableProdType: number;
  prodIds: readonly number[];
  categoryIds: readonly number[];
}

/** Line keys in the coupon's scope (its shop's lines for a shop coupon). `categoryPath` maps a leaf category to itself and its ancestors. */
export function scopeOf(
  c: OwnedCoupon,
  lines: readonly PricingLine[],
  categoryPath: (categoryId: number) => readonly number[],
): string[] {
  return lines
    .filter((l) => c.shopId === 0 || l.shopId === c.shopId)
    .filter((l) => {
      if (c.suitableProdType === 1) return c.prodIds.includes(l.prodId);
      if (c.suitableProdType === 5) return categoryPath(l.categoryId).some((id) => c.categoryIds.includes(id));
      return true;
    })
    .map((l) => l.key);
}

export interface Evaluation {
  coupon: OwnedCoupon;
  lineKeys: string[];
  reason: UnusableReason | null;
  /** What it takes off when used alone at its step (fen; 0 when unusable). */
  reduce: number;
  /** Shortfall to the threshold (fen) when reason is belowThreshold. */
  shortBy: number;
}

export function toUse(e: Evaluation): CouponUse {
  const c = e.coupon;
  return {
    couponUserId: c.couponUserId,
    shopId: c.shopId,
    lineKeys: e.lineKeys,
    couponType: c.couponType,
    cashCondition: c.cashCondition,
    reduceAmount: c.reduceAmount,
    couponDiscount: c.couponDiscount,
    maxReduce: c.maxReduce,
  };
}

/** Evaluates a coupon against the lines as they stand after `before` (the steps preceding its own). */
export function evaluate(
  c: OwnedCoupon,
  base: PricingInput,
  before: Pick<PricingInput, "shopCoupons">,
  at: number,
  categoryPath: (categoryId: number) => readonly number[],
): Evaluation {
  const no = (reason: UnusableReason, lineKeys: string[] = [], shortBy = 0): Evaluation => ({
    coupon: c,
    lineKeys,
    reason,
    reduce: 0,
    shortBy,
  });
  if (c.status !== 1) return no("used");
  if (at >= c.endTime) return no("expired");
  if (at < c.startTime) return no("notStarted");
  if (c.shopId !== 0 && !base.lines.some((l) => l.shopId === c.shopId)) return no("otherShop");
  const lineKeys = scopeOf(c, base.lines, categoryPath);
  if (lineKeys.length === 0) return no("outOfScope");
  const b = price({ ...base, ...before, platformCoupons: [], withFreight: false });
  const keys = new Set(lineKeys);
  const eligible = b.shops
    .flatMap((s) => s.lines)
    .filter((l) => keys.has(l.key))
    .reduce((a, l) => a + l.actualTotal, 0);
  const reduce = couponReduction(c, eligible);
  if (reduce === 0) return no("belowThreshold", lineKeys, Math.max(0, c.cashCondition - eligible));
  return { coupon: c, lineKeys, reason: null, reduce, shortBy: 0 };
}

const better = (a: Evaluation, b: Evaluation | undefined) =>
  !b ||
  a.reduce > b.reduce ||
  (a.reduce === b.reduce &&
    (a.coupon.endTime < b.coupon.endTime ||
      (a.coupon.endTime === b.coupon.endTime && a.coupon.couponUserId < b.coupon.couponUserId)));

export interface CouponChoice {
  /** Evaluations of every owned coupon (shop ones at the shop step, platform ones after the chosen shop coupons). */
  shop: Evaluation[];
  platform: Evaluation[];
  chosenShop: Evaluation[];
  chosenPlatform: Evaluation | null;
}

/**
 * The coupons for a checkout. `wanted` null = automatic (best per shop, then best platform);
 * otherwise exactly those couponUserIds (at most one per shop and one platform coupon), and an
 * unusable one is answered as `refused` with its evaluation (the caller turns it into a message).
 */
export function chooseCoupons(
  owned: readonly OwnedCoupon[],
  base: PricingInput,
  at: number,
  categoryPath: (categoryId: number) => readonly number[],
  wanted: readonly number[] | null,
): CouponChoice & { refused: Evaluation | null; unknown: number[]; duplicate: boolean } {
  const shopOwned = owned.filter((c) => c.shopId !== 0);
  const shop = shopOwned.map((c) => evaluate(c, base, {}, at, categoryPath));
  const wantedSet = wanted ? new Set(wanted) : null;
  const known = new Set(owned.map((c) => c.couponUserId));
  const unknown = wanted ? wanted.filter((id) => !known.has(id)) : [];
  let refused: Evaluation | null = null;
  const chosenShop: Evaluation[] = [];
  let duplicate = false;
  const shopIds = [...new Set(base.lines.map((l) => l.shopId))];
  for (const sid of shopIds) {
    const mine = shop.filter((e) => e.coupon.shopId === sid);
    if (wantedSet) {
      const picked = mine.filter((e) => wantedSet.has(e.coupon.couponUserId));
      if (picked.length > 1) duplicate = true;
      const p = picked[0];
      if (p && p.reason) refused ??= p;
      else if (p) chosenShop.push(p);
    } else {
      let best: Evaluation | undefined;
      for (const e of mine) if (!e.reason && better(e, best)) best = e;
      if (best) chosenShop.push(best);
    }
  }
  if (wantedSet) {
    // A wanted shop coupon of a shop that is not in this trade.
    const stray = shop.find((e) => wantedSet.has(e.coupon.couponUserId) && e.reason === "otherShop");
    if (stray) refused ??= stray;
  }
  const before = { shopCoupons: chosenShop.map(toUse) };
  const platform = owned.filter((c) => c.shopId === 0).map((c) => evaluate(c, base, before, at, categoryPath));
  let chosenPlatform: Evaluation | null = null;
  if (wantedSet) {
    const picked = platform.filter((e) => wantedSet.has(e.coupon.couponUserId));
    if (picked.length > 1) duplicate = true;
    const p = picked[0];
    if (p && p.reason) refused ??= p;
    else if (p) chosenPlatform = p;
  } else {
    for (const e of platform) if (!e.reason && better(e, chosenPlatform ?? undefined)) chosenPlatform = e;
  }
  return { shop, platform, chosenShop, chosenPlatform, refused, unknown, duplicate };
}
