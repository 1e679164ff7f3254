/**
 * The pricing pipeline (architecture §4): one pure function `price(input) → breakdown`, made of
 * steps applied in a fixed order, each a pure function over integer fen:
 *
 *   item prices → activity prices → shop discounts → member discount → shop coupons → platform coupons
 *   → points → freight (member free shipping)
 *
 * Every step is real (points since The points the buyer spends, at the mall's rate, up to a
 * share of what the goods still cost). A later issue implements a step's body and fills its slot — the
 * pipeline, the breakdown and every caller (cart totals, confirm, submit) stay as they are. Each step records its reduction per line (so refunds and commissions can use line amounts);
 * order-level reductions are spread over lines with `allocate` (largest remainder, to the fen).
 *
 * No I/O, no clock, no randomness: the same input always gives the same breakdown (table tests in
 * pricing.test.ts).
 */

export type Fen = number;

/** The reductions the pipeline knows, in the order their steps run. */
export const REDUCTION_KINDS = [
  "activity",
  "shopDiscount",
  "member",
  "shopCoupon",
  "platformCoupon",
  "points",
] as const;
export type ReductionKind = (typeof REDUCTION_KINDS)[number];

export interface PricingLine {
  /** The caller's id of the line (basket id or "buyNow"). */
  key: string;
  shopId: number;
  prodId: number;
  skuId: number;
  categoryId: number;
  count: number;
  /** Current SKU price (fen). */
  unitPrice: Fen;
  /** Weight of one piece in grams (a template charging by weight counts it; absent: 0). */
  weight?: number;
}

/**
 * Freight of one shop's order: free when its goods (after reductions) reach `freeOver` (null: never),
 * else `fee` — for the first `firstUnit` units when the rule comes from a shop's template (ADR 0042),
 * plus `addFee` for each further `addUnit` units or part of them. Without `firstUnit` the fee is flat.
 * A unit is an item, or a gram when `byWeight` (a template charging by weight, ADR 0044: its
 * kilograms are turned into grams by the freight module, so the arithmetic stays integer).
 */
export interface FreightRule {
  freeOver: Fen | null;
  fee: Fen;
  firstUnit?: number;
  addUnit?: number;
  addFee?: Fen;
  byWeight?: boolean;
}

/** What a shop's lines weigh for `rule`: their grams when it charges by weight, else their item count. */
export function freightUnits(rule: FreightRule, lines: readonly Pick<PricingLine, "count" | "weight">[]): number {
  let units = 0;
  for (const l of lines) {
    if (!rule.byWeight) units += l.count;
    else {
      const w = l.weight ?? 0;
      if (!Number.isSafeInteger(w) || w < 0)
        throw new RangeError(`weight must be a non-negative integer (g), got ${w}`);
      units += w * l.count;
    }
  }
  return units;
}

/** What `rule` charges for `units` items (grams when by weight) when the order is not free by amount (pure, integer fen). */
export function freightFee(rule: FreightRule, units: number): Fen {
  assertFen(rule.fee, "freight fee");
  if (rule.firstUnit === undefined || units <= rule.firstUnit) return rule.fee;
  const addUnit = rule.addUnit ?? 1;
  const addFee = rule.addFee ?? 0;
  if (!Number.isSafeInteger(addUnit) || addUnit < 1)
    throw new RangeError(`addUnit must be a positive integer, got ${addUnit}`);
  assertFen(addFee, "freight addFee");
  return rule.fee + Math.ceil((units - rule.firstUnit) / addUnit) * addFee;
}

// ---- typed slots of the steps that are identities today (later issues fill them) ----

/** A limited-time/activity price of a SKU (special discount, group buy...). */
export interface ActivityPrice {
  skuId: number;
  activityId: number;
  unitPrice: Fen;
}
/**
 * A tier of a shop discount (mall4cloud DiscountItem): rule 0 — from `needAmount` fen of goods,
 * `discount` fen off; rule 3 — from `needAmount` items, pay `discount` per cent (95 = 9.5 折).
 */
export interface DiscountTier {
  needAmount: number;
  discount: number;
}
/** The rule of a shop's full-reduction promotion (满X元减Y / 满N件打Z折). */
export interface DiscountRule {
  /** 0 满X元减Y (spend-X-get-money-off), 3 满N件打Z折 (buy-N-items-get-%-off). */
  discountRule: 0 | 3;
  /** 0 the highest tier reached, once; 1 the highest tier reached, every time its threshold fits (rule 0 only). */
  discountType: 0 | 1;
  tiers: readonly DiscountTier[];
  /** At most this much off (fen); 0 = no cap. */
  maxReduceAmount: Fen;
}
/** A shop's full-reduction / discount promotion the buyer's lines take part in. */
export interface ShopDiscount extends DiscountRule {
  shopId: number;
  discountId: number;
  lineKeys: string[];
}
/**
 * What a coupon takes off (mall4cloud couponType): 1 cash-off — `reduceAmount` when the eligible
 * goods reach `cashCondition` (0 = no threshold); 2 percentage — the buyer pays `couponDiscount`
 * per cent (85 = 8.5 折) of the eligible goods, at most `maxReduce` off (0 = no cap), from
 * `cashCondition` on.
 */
export interface CouponRule {
  couponType: 1 | 2;
  cashCondition: Fen;
  reduceAmount: Fen;
  couponDiscount: number;
  maxReduce: Fen;
}
/** A coupon chosen for the order (shop coupon: shopId set; platform coupon: shopId 0) and the lines in its scope. */
export interface CouponUse extends CouponRule {
  couponUserId: number;
  shopId: number;
  lineKeys: string[];
}
/**
 * The buyer's member benefits in effect (member module, ADR 0020-membership): the level's
 * discount in per cent paid (95 = 9.5 折, 100 = none) on every line, and free shipping.
 */
export interface MemberBenefit {
  discount: number;
  freeShipping: boolean;
}
/**
 * Points the buyer asks to spend (a multiple of 10, at most what they hold: the caller checks) and
 * the mall's rule: `pointsPerYuan` points pay ¥1; at most `maxShareBp` basis points of the goods
 * (after every earlier reduction) are paid with points.
 */
export interface PointsUse {
  points: number;
  pointsPerYuan: number;
  maxShareBp: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** Freight rule per shop; `defaultFreight` for shops without their own. */
  freightRules?: Readonly<Record<number, FreightRule>>;
  defaultFreight: FreightRule;
  /** Whether freight is charged at all (the cart's totalPay shows goods only). */
  withFreight?: boolean;
  activities?: readonly ActivityPrice[];
  shopDiscounts?: readonly ShopDiscount[];
  shopCoupons?: readonly CouponUse[];
  platformCoupons?: readonly CouponUse[];
  points?: PointsUse | null;
  /** The buyer's member benefits (none: not a member, or a price not made for a buyer). */
  member?: MemberBenefit | null;
}

export interface LineBreakdown extends PricingLine {
  /** unitPrice × count */
  itemTotal: Fen;
  reductions: Record<ReductionKind, Fen>;
  /** Sum of reductions (never above itemTotal). */
  reduce: Fen;
  /** itemTotal − reduce */
  actualTotal: Fen;
}

export interface AmountBreakdown {
  itemTotal: Fen;
  count: number;
  reductions: Record<ReductionKind, Fen>;
  reduce: Fen;
  freight: Fen;
  /** itemTotal − reduce + freight */
  actualTotal: Fen;
}

export interface ShopBreakdown extends AmountBreakdown {
  shopId: number;
  freightRule: FreightRule;
  lines: LineBreakdown[];
}

export interface PriceBreakdown extends AmountBreakdown {
  /** In order of first appearance of the shop among the lines. */
  shops: ShopBreakdown[];
  /** Points spent by the points step (a multiple of 10; its fen are `reductions.points`). */
  pointsUsed: number;
}

/** The working state the steps pass along. */
export interface PricingState {
  lines: LineBreakdown[];
  /** Freight per shop id (set by the freight step). */
  freight: Readonly<Record<number, Fen>>;
  /** Points the points step spent (0 without points). */
  pointsUsed?: number;
}

export type PricingStep = (state: PricingState, input: PricingInput) => PricingState;

const zeroReductions = (): Record<ReductionKind, Fen> => ({
  activity: 0,
  shopDiscount: 0,
  member: 0,
  shopCoupon: 0,
  platformCoupon: 0,
  points: 0,
});

function assertFen(v: number, what: string): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative integer (fen), got ${v}`);
}

/** Adds a reduction to a line, capped so the line never goes below 0. */
export function reduceLine(line: LineBreakdown, kind: ReductionKind, amount: Fen): LineBreakdown {
  assertFen(amount, `${kind} reduction`);
  const applied = Math.min(amount, line.actualTotal);
  if (applied === 0) return line;
  const reductions = { ...line.reductions, [kind]: line.reductions[kind] + applied };
  return { ...line, reductions, reduce: line.reduce + applied, actualTotal: line.actualTotal - applied };
}

/**
 * Splits `amount` over `weights` in proportion, in whole fen, by largest remainder: the parts
 * always add up to `amount` exactly and no part exceeds its weight when amount ≤ sum(weights).
 */
export function allocate(amount: Fen, weights: readonly Fen[]): Fen[] {
  assertFen(amount, "amount");
  weights.forEach((w) => assertFen(w, "weight"));
  const total = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map((x) => Math.floor(x));
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]!.i]! += 1;
  return parts;
}

// ---------------------------------------------------------------- the steps

/** 1. Item prices: unitPrice × count per line. */
export const itemPrices: PricingStep = (_state, input) => ({
  lines: input.lines.map((l) => {
    assertFen(l.unitPrice, "unitPrice");
    if (!Number.isSafeInteger(l.count) || l.count < 1)
      throw new RangeError(`count must be a positive integer, got ${l.count}`);
    const itemTotal = l.unitPrice * l.count;
    return { ...l, itemTotal, reductions: zeroReductions(), reduce: 0, actualTotal: itemTotal };
  }),
  freight: {},
});

/**
 * 2. Activity prices (limited-time offers; slot `activities`): a SKU with an activity price below
 * its price gets the difference × count off, recorded as the line's `activity` reduction (so the
 * line keeps its list price and the saving shows). A higher "activity price" changes nothing.
 */
export const activityPrices: PricingStep = (state, input) => {
  if (!input.activities || input.activities.length === 0) return state;
  const bySku = new Map<number, Fen>();
  for (const a of input.activities) {
    assertFen(a.unitPrice, "activity price");
    bySku.set(a.skuId, Math.min(a.unitPrice, bySku.get(a.skuId) ?? a.unitPrice));
  }
  return {
    ...state,
    lines: state.lines.map((l) => {
      const p = bySku.get(l.skuId);
      return p === undefined || p >= l.unitPrice ? l : reduceLine(l, "activity", (l.unitPrice - p) * l.count);
    }),
  };
};

/**
 * A line at the price the buyer pays for it once the activity step ran (a limited-time price), before
 * shop discounts, member discount, coupons and points: the unit price and line amount the cart and the
 * confirm lines show beside the activity's badge, so a line and the totals never disagree.
 * Exact: the activity reduction is a per-unit difference × count.
 */
export function activityPricedLine(l: LineBreakdown): { unitPrice: Fen; total: Fen } {
  const total = l.itemTotal - l.reductions.activity;
  return { unitPrice: l.count > 0 ? Math.round(total / l.count) : l.unitPrice, total };
}

/** What a shop discount gives on `amount` fen / `count` items, and the next tier to reach (the cart's hint). */
export interface DiscountOutcome {
  reduce: Fen;
  /** The tier reached (null: none). */
  tier: DiscountTier | null;
  /** The next tier: how much more (fen for rule 0, items for rule 3) and what it would take off then. */
  next: { needMore: number; reduce: Fen } | null;
}

/** 满X元减Y / 满N件打Z折 on goods worth `amount` fen in `count` items (pure; tiers in any order). */
export function discountOutcome(rule: DiscountRule, amount: Fen, count: number): DiscountOutcome {
  assertFen(amount, "amount");
  const tiers = [...rule.tiers].sort((a, b) => a.needAmount - b.needAmount);
  const measure = rule.discountRule === 0 ? amount : count;
  const cap = (v: Fen) => Math.min(rule.maxReduceAmount > 0 ? Math.min(v, rule.maxReduceAmount) : v, amount);
  const offAt = (t: DiscountTier, atAmount: Fen, atMeasure: number): Fen => {
    if (rule.discountRule === 0)
      return rule.discountType === 1 && t.needAmount > 0
        ? Math.floor(atMeasure / t.needAmount) * t.discount
        : t.discount;
    if (t.discount < 1 || t.discount > 99)
      throw new RangeError(`discount must be 1..99 (per cent paid), got ${t.discount}`);
    return Math.floor((atAmount * (100 - t.discount)) / 100);
  };
  const reached = tiers.filter((t) => measure >= t.needAmount && t.needAmount > 0).at(-1) ?? null;
  const upcoming = tiers.find((t) => t.needAmount > measure) ?? null;
  const reduce = reached ? cap(offAt(reached, amount, measure)) : 0;
  let next: DiscountOutcome["next"] = null;
  if (upcoming) {
    const needMore = upcoming.needAmount - measure;
    // For 满N件 the saving is estimated at the current average item price.
    const amountThen =
      rule.discountRule === 0
        ? upcoming.needAmount
        : count > 0
          ? Math.round((amount / count) * upcoming.needAmount)
          : 0;
    const capThen = (v: Fen) => (rule.maxReduceAmount > 0 ? Math.min(v, rule.maxReduceAmount) : v);
    next = { needMore, reduce: capThen(offAt(upcoming, amountThen, upcoming.needAmount)) };
  }
  return { reduce, tier: reached, next };
}

/** 3. Shop discounts (full reduction; slot `shopDiscounts`): each promotion's reduction spread over its lines. */
export const shopDiscounts: PricingStep = (state, input) => {
  if (!input.shopDiscounts || input.shopDiscounts.length === 0) return state;
  let lines = state.lines;
  for (const d of input.shopDiscounts) {
    const keys = new Set(d.lineKeys);
    const idx = lines.flatMap((l, i) => (keys.has(l.key) && l.shopId === d.shopId ? [i] : []));
    const weights = idx.map((i) => lines[i]!.actualTotal);
    const amount = weights.reduce((a, b) => a + b, 0);
    const count = idx.reduce((n, i) => n + lines[i]!.count, 0);
    const { reduce } = discountOutcome(d, amount, count);
    if (reduce === 0) continue;
    const shares = allocate(reduce, weights);
    lines = lines.map((l, i) => {
      const k = idx.indexOf(i);
      return k < 0 ? l : reduceLine(l, "shopDiscount", shares[k]!);
    });
  }
  return { ...state, lines };
};
/**
 * 3b. Member discount (slot `member`): each line pays `discount` per cent of what it still costs
 * after the shop's own promotions; the reduction rounds down to the fen (the buyer never gets a
 * fraction of a fen the mall did not give).
 * It is a per-line reduction like the others, so refunds (refund/share.ts) return exactly what
 * the line paid. Coupons then apply to what is left.
 */
export const memberDiscount: PricingStep = (state, input) => {
  const m = input.member;
  if (!m || m.discount >= 100) return state;
  if (!Number.isInteger(m.discount) || m.discount < 1)
    throw new RangeError(`member discount must be 1..100 (per cent paid), got ${m.discount}`);
  return {
    ...state,
    lines: state.lines.map((l) => reduceLine(l, "member", Math.floor((l.actualTotal * (100 - m.discount)) / 100))),
  };
};

/**
 * The reduction a coupon gives on `eligible` fen of goods (what is left of its lines after the
 * earlier steps): 0 below the threshold, never more than `eligible`. Percentages round down to
 * the fen (the buyer never gets a fraction of a fen the shop did not give).
 */
export function couponReduction(rule: CouponRule, eligible: Fen): Fen {
  assertFen(eligible, "eligible amount");
  if (eligible === 0 || eligible < rule.cashCondition) return 0;
  let off: Fen;
  if (rule.couponType === 1) off = rule.reduceAmount;
  else {
    if (!Number.isInteger(rule.couponDiscount) || rule.couponDiscount < 1 || rule.couponDiscount > 99)
      throw new RangeError(`couponDiscount must be 1..99 (per cent paid), got ${rule.couponDiscount}`);
    off = Math.floor((eligible * (100 - rule.couponDiscount)) / 100);
    if (rule.maxReduce > 0) off = Math.min(off, rule.maxReduce);
  }
  return Math.min(off, eligible);
}

/** Applies coupons of one kind: each coupon's reduction is spread over its lines by what they still cost. */
function applyCoupons(state: PricingState, uses: readonly CouponUse[] | undefined, kind: ReductionKind): PricingState {
  if (!uses || uses.length === 0) return state;
  let lines = state.lines;
  for (const use of uses) {
    const keys = new Set(use.lineKeys);
    const idx = lines.flatMap((l, i) => (keys.has(l.key) && (use.shopId === 0 || l.shopId === use.shopId) ? [i] : []));
    const weights = idx.map((i) => lines[i]!.actualTotal);
    const amount = couponReduction(
      use,
      weights.reduce((a, b) => a + b, 0),
    );
    if (amount === 0) continue;
    const shares = allocate(amount, weights);
    lines = lines.map((l, i) => {
      const k = idx.indexOf(i);
      return k < 0 ? l : reduceLine(l, kind, shares[k]!);
    });
  }
  return { ...state, lines };
}

/** 4. Shop coupons (slot `shopCoupons`, at most one per shop order): on the shop's lines in scope. */
export const shopCoupons: PricingStep = (state, input) => applyCoupons(state, input.shopCoupons, "shopCoupon");
/** 5. Platform coupons (slot `platformCoupons`): on the trade's lines in scope, after the shop coupons. */
export const platformCoupons: PricingStep = (state, input) =>
  applyCoupons(state, input.platformCoupons, "platformCoupon");
/**
 * What `asked` points pay on goods still costing `goods` fen: the points actually used (the largest
 * multiple of 10 not above `asked` whose value fits the cap) and their value in fen (rounded down).
 */
export function pointsDeduction(use: PointsUse, goods: Fen): { points: number; fen: Fen } {
  assertFen(goods, "goods");
  if (!Number.isSafeInteger(use.points) || use.points < 0 || use.points % 10 !== 0)
    throw new RangeError(`points must be a non-negative multiple of 10, got ${use.points}`);
  if (!Number.isInteger(use.pointsPerYuan) || use.pointsPerYuan < 1)
    throw new RangeError(`pointsPerYuan must be a positive integer, got ${use.pointsPerYuan}`);
  if (!Number.isInteger(use.maxShareBp) || use.maxShareBp < 0 || use.maxShareBp > 10_000)
    throw new RangeError(`maxShareBp must be 0..10000, got ${use.maxShareBp}`);
  const capFen = Math.floor((goods * use.maxShareBp) / 10_000);
  const fenOf = (p: number) => Math.floor((p * 100) / use.pointsPerYuan);
  // The most points whose value stays within the cap, in tens.
  const capPoints = Math.floor((capFen * use.pointsPerYuan) / 100 / 10) * 10;
  let p = Math.min(use.points, capPoints);
  while (p > 0 && fenOf(p) > capFen) p -= 10;
  // Points worth less than a fen buy nothing: none are spent.
  return fenOf(p) === 0 ? { points: 0, fen: 0 } : { points: p, fen: fenOf(p) };
}

/**
 * 6. Points (slot `points`): the deduction is spread over all lines of the trade by what they still
 * cost (largest remainder, like a platform coupon), so refunds give back each line's share (ADR 0012).
 */
export const points: PricingStep = (state, input) => {
  if (!input.points || input.points.points === 0) return { ...state, pointsUsed: 0 };
  const weights = state.lines.map((l) => l.actualTotal);
  const d = pointsDeduction(
    input.points,
    weights.reduce((a, b) => a + b, 0),
  );
  if (d.fen === 0) return { ...state, pointsUsed: d.points };
  const shares = allocate(d.fen, weights);
  return { ...state, lines: state.lines.map((l, i) => reduceLine(l, "points", shares[i]!)), pointsUsed: d.points };
};

/**
 * 7. Freight per shop: free when the shop's goods after reductions reach the rule's freeOver, else
 * its fee for the shop's item count or weight (`freightUnits`, `freightFee`); free for every shop when the buyer's member
 * level has free shipping. The rule of a shop is its template's charge for the address
 * (freight module, ADR 0042) or the mall's `defaultFreight`.
 */
export const freight: PricingStep = (state, input) => {
  const out: Record<number, Fen> = {};
  if (input.withFreight === false) return { ...state, freight: out };
  if (input.member?.freeShipping) {
    for (const l of state.lines) out[l.shopId] = 0;
    return { ...state, freight: out };
  }
  const goods = new Map<number, { amount: Fen; lines: LineBreakdown[] }>();
  for (const l of state.lines) {
    const g = goods.get(l.shopId) ?? { amount: 0, lines: [] };
    g.lines.push(l);
    goods.set(l.shopId, { amount: g.amount + l.actualTotal, lines: g.lines });
  }
  for (const [shopId, { amount, lines }] of goods) {
    const rule = input.freightRules?.[shopId] ?? input.defaultFreight;
    out[shopId] = rule.freeOver !== null && amount >= rule.freeOver ? 0 : freightFee(rule, freightUnits(rule, lines));
  }
  return { ...state, freight: out };
};

/** The pipeline, in order. */
export const PIPELINE: readonly PricingStep[] = [
  itemPrices,
  activityPrices,
  shopDiscounts,
  memberDiscount,
  shopCoupons,
  platformCoupons,
  points,
  freight,
];

function sumAmounts(parts: readonly AmountBreakdown[]): AmountBreakdown {
  const reductions = zeroReductions();
  let itemTotal = 0;
  let count = 0;
  let reduce = 0;
  let freightTotal = 0;
  let actualTotal = 0;
  for (const p of parts) {
    itemTotal += p.itemTotal;
    count += p.count;
    reduce += p.reduce;
    freightTotal += p.freight;
    actualTotal += p.actualTotal;
    for (const k of REDUCTION_KINDS) reductions[k] += p.reductions[k];
  }
  return { itemTotal, count, reductions, reduce, freight: freightTotal, actualTotal };
}

/** Runs the pipeline and sums lines into shops and shops into the total. */
export function price(input: PricingInput, steps: readonly PricingStep[] = PIPELINE): PriceBreakdown {
  assertFen(input.defaultFreight.fee, "freight fee");
  if (input.defaultFreight.freeOver !== null) assertFen(input.defaultFreight.freeOver, "freight freeOver");
  const state = steps.reduce<PricingState>((s, step) => step(s, input), { lines: [], freight: {} });
  const byShop = new Map<number, LineBreakdown[]>();
  for (const l of state.lines) {
    const list = byShop.get(l.shopId) ?? [];
    list.push(l);
    byShop.set(l.shopId, list);
  }
  const shops: ShopBreakdown[] = [...byShop].map(([shopId, lines]) => {
    const lineSums = sumAmounts(
      lines.map((l) => ({
        itemTotal: l.itemTotal,
        count: l.count,
        reductions: l.reductions,
        reduce: l.reduce,
        freight: 0,
        actualTotal: l.actualTotal,
      })),
    );
    const shopFreight = state.freight[shopId] ?? 0;
    return {
      shopId,
      freightRule: input.freightRules?.[shopId] ?? input.defaultFreight,
      lines,
      ...lineSums,
      freight: shopFreight,
      actualTotal: lineSums.actualTotal + shopFreight,
    };
  });
  return { shops, ...sumAmounts(shops), pointsUsed: state.pointsUsed ?? 0 };
}

/** Platform commission on a line: rate in basis points of what the buyer paid for it, rounded down to the fen. */
export function commissionOf(actualTotal: Fen, rateBp: number): Fen {
  assertFen(actualTotal, "actualTotal");
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new RangeError(`rate must be 0..10000 bp, got ${rateBp}`);
  return Math.floor((actualTotal * rateBp) / 10_000);
}
