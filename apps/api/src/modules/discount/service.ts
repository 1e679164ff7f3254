import type { PromotionFilter } from "../marketing/promotion-filter.ts";
import {
  fenToYuan,
  pageOffset,
  toPage,
  yuanToFen,
  type DiscountBody,
  type DiscountSpuView,
  type DiscountView,
  type Locale,
  type MerchantDiscountView,
  type Page,
  type PageQuery,
  type ProductActivityView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { ActivityPrice, PricingLine, ShopDiscount } from "../pricing/pricing.ts";
import { activityUnitPrice, ruleText, tierRule } from "./rules.ts";
import * as q from "./queries.ts";
import type { DiscountRow } from "./queries.ts";
import { DISCOUNT_TEXT } from "./texts.ts";

export type { DiscountRow } from "./queries.ts";

/** 0 upcoming, 1 running, 2 ended — on server time. */
export function stateOf(d: Pick<DiscountRow, "status" | "startTime" | "endTime">, at: number): 0 | 1 | 2 {
  if (d.status !== 1 || d.endTime.getTime() <= at) return 2;
  return d.startTime.getTime() > at ? 0 : 1;
}

export function covers(d: Pick<DiscountRow, "suitableSpuType" | "spuIds">, prodId: number): boolean {
  return d.suitableSpuType === 0 || d.spuIds.includes(prodId);
}

/** How long another process's edit of an activity can take to reach this process's checkout. */
const OPEN_ACTIVITIES_TTL_MS = 10_000;

/** The rows running at `at`, oldest first. */
function runningAt(rows: readonly DiscountRow[], at: number): DiscountRow[] {
  return rows.filter((d) => stateOf(d, at) === 1).sort((a, b) => a.discountId - b.discountId);
}

/** What the pricing pipeline takes from the running activities of some lines. */
export interface LineActivities {
  activities: ActivityPrice[];
  shopDiscounts: ShopDiscount[];
  /** The tier activity of each line key (one per line: the oldest running one that covers it). */
  tierOf: Map<string, DiscountRow>;
  /** The running limited-time price of each SKU, with its activity. */
  priceOf: Map<number, { row: DiscountRow; unitPrice: number }>;
}

/**
 * Discount activities: the running ones feed the pricing pipeline (limited-time prices → the
 * activity step, tiers → the shop-discount step), the storefront lists running and upcoming ones,
 * and each shop manages its own under /m/.
 */
export class DiscountService {
  /**
   * Per shop, its activities not ended when loaded (running and upcoming), with that instant: the
   * running ones at a later `at` are picked from it in memory, so an activity starts and ends on
   * time; a merchant's edit in this process clears it at once, one in another API process (or the
   * seed, a CLI) shows within the TTL (ADR 0031-submit-path). Every confirm, submit, cart and
   * product detail prices through it.
   */
  private readonly openCache: TtlCache<{ loadedAt: number; rows: DiscountRow[] }>;

  constructor(private readonly ctx: AppContext) {
    this.openCache = new TtlCache(OPEN_ACTIVITIES_TTL_MS, () => nowMs(ctx));
    ctx.catalogChanges.on(["products"], () => this.openCache.clear());
  }

  private get db() {
    return this.ctx.database.db;
  }

  private now(): number {
    return nowMs(this.ctx);
  }

  /**
   * Running activities of the shops, oldest first. Outside a transaction from the per-shop cache
   * (one query for the shops it misses); inside one (`db` is a transaction) read there, as before:
   * on PGlite the transaction holds the only connection, and what it reads is what it wrote.
   */
  async running(db: Tx, shopIds: readonly number[], at = this.now()): Promise<DiscountRow[]> {
    const ids = [...new Set(shopIds)];
    if (ids.length === 0) return [];
    if (db !== this.db) return q.runningOfShops(db, ids, new Date(at));
    const cached = ids.map((id) => this.openCache.peek(String(id)));
    // A clock moved back before a load (tests) cannot use it: an activity ended then may run now.
    if (cached.every((c) => c !== undefined && c.loadedAt <= at))
      return runningAt(
        cached.flatMap((c) => c!.rows),
        at,
      );
    let batch: Promise<DiscountRow[]> | undefined;
    const loadedAt = at;
    const lists = await Promise.all(
      ids.map((id) =>
        this.openCache.get(String(id), async () => {
          batch ??= q.openOfShops(this.db, ids, new Date(loadedAt));
          return { loadedAt, rows: (await batch).filter((d) => d.shopId === id) };
        }),
      ),
    );
    if (lists.some((c) => c.loadedAt > at)) return q.runningOfShops(db, ids, new Date(at));
    return runningAt(
      lists.flatMap((c) => c.rows),
      at,
    );
  }

  /** The pipeline's activity and shop-discount inputs for the lines, at `at` (server time). */
  async forLines(db: Tx, lines: readonly PricingLine[], at = this.now()): Promise<LineActivities> {
    const rows = await this.running(
      db,
      lines.map((l) => l.shopId),
      at,
    );
    const out: LineActivities = { activities: [], shopDiscounts: [], tierOf: new Map(), priceOf: new Map() };
    const groups = new Map<number, string[]>();
    for (const l of lines) {
      for (const d of rows) {
        if (d.shopId !== l.shopId || !covers(d, l.prodId)) continue;
        if (d.activityType === 1) {
          const unitPrice = activityUnitPrice(d, l.unitPrice);
          const best = out.priceOf.get(l.skuId);
          if (!best || unitPrice < best.unitPrice) out.priceOf.set(l.skuId, { row: d, unitPrice });
        } else if (!out.tierOf.has(l.key)) {
          out.tierOf.set(l.key, d);
          groups.set(d.discountId, [...(groups.get(d.discountId) ?? []), l.key]);
        }
      }
    }
    for (const [skuId, p] of out.priceOf)
      out.activities.push({ skuId, activityId: p.row.discountId, unitPrice: p.unitPrice });
    for (const d of rows)
      if (groups.has(d.discountId))
        out.shopDiscounts.push({
          ...tierRule(d),
          shopId: d.shopId,
          discountId: d.discountId,
          lineKeys: groups.get(d.discountId)!,
        });
    return out;
  }

  /** The running limited-time price of products (cards, detail): from each product's lowest price. */
  async productActivities(
    prods: readonly { prodId: number; shopId: number; price: number }[],
    at = this.now(),
  ): Promise<Map<number, ProductActivityView>> {
    const out = new Map<number, ProductActivityView>();
    if (prods.length === 0) return out;
    const rows = (
      await this.running(
        this.db,
        prods.map((p) => p.shopId),
        at,
      )
    ).filter((d) => d.activityType === 1);
    if (rows.length === 0) return out;
    for (const p of prods) {
      for (const d of rows) {
        if (d.shopId !== p.shopId || !covers(d, p.prodId)) continue;
        const price = activityUnitPrice(d, p.price);
        const cur = out.get(p.prodId);
        if (!cur || fenToYuan(price) < cur.activityPrice) out.set(p.prodId, this.activityView(d, price, at));
      }
    }
    return out;
  }

  /** Products on sale at a running limited-time price (the home `discount_coupon` block): ending soonest first. */
  async offerProducts(limit: number, at = this.now()): Promise<number[]> {
    return [...new Set(await q.offerProductIds(this.ctx.database, limit, new Date(at)))];
  }

  activityView(d: DiscountRow, unitPrice: number, at = this.now()): ProductActivityView {
    return {
      discountId: d.discountId,
      activityPrice: fenToYuan(unitPrice),
      endTime: mallDateTime(d.endTime),
      expiresIn: Math.max(0, Math.floor((d.endTime.getTime() - at) / 1000)),
    };
  }

  // ------------------------------------------------------------ the storefront

  private async views(rows: DiscountRow[], locale: Locale, at = this.now()): Promise<DiscountView[]> {
    const shopRows = rows.length ? await q.shopBriefs(this.db, [...new Set(rows.map((r) => r.shopId))]) : [];
    const shopOf = new Map(shopRows.map((s) => [s.shopId, s]));
    return rows.map((d) => {
      const s = shopOf.get(d.shopId);
      const state = stateOf(d, at);
      const rule = d.discountRule === 3 ? 3 : 0;
      return {
        discountId: d.discountId,
        shopId: d.shopId,
        shopName: s ? pick(locale, s.nameZh, s.nameEn) : "",
        shopLogo: s?.logo ?? "",
        discountName: pick(locale, d.nameZh, d.nameEn),
        activityType: d.activityType === 1 ? 1 : 2,
        priceRule: d.priceRule === 1 ? 1 : 0,
        priceValue: d.priceRule === 1 ? fenToYuan(d.priceValue) : d.priceValue,
        discountRule: rule,
        discountType: d.discountType === 1 ? 1 : 0,
        maxReduceAmount: fenToYuan(d.maxReduceAmount),
        suitableSpuType: d.suitableSpuType === 0 ? 0 : 1,
        discountItemList: [...d.tiers]
          .sort((a, b) => a.needAmount - b.needAmount)
          .map((t) => (rule === 3 ? t : { needAmount: fenToYuan(t.needAmount), discount: fenToYuan(t.discount) })),
        spuIds: d.spuIds,
        startTime: mallDateTime(d.startTime),
        endTime: mallDateTime(d.endTime),
        state,
        expiresIn: state === 1 ? Math.floor((d.endTime.getTime() - at) / 1000) : 0,
        startIn: state === 0 ? Math.ceil((d.startTime.getTime() - at) / 1000) : 0,
        ruleText: ruleText(d, locale),
      };
    });
  }

  /** `GET /ua/discount/list`: running (ending soonest first) then upcoming (starting soonest first), of open shops. */
  async list(pq: PageQuery & { state?: number | undefined }, locale: Locale): Promise<Page<DiscountView>> {
    const at = new Date(this.now());
    const { rows, total } = await q.storefrontPage(this.db, pq.state, at, pq.size, pageOffset(pq));
    return toPage(await this.views(rows, locale, at.getTime()), total, pq);
  }

  private async row(discountId: number): Promise<DiscountRow> {
    const d = await q.discountById(this.db, discountId);
    if (!d) throw notFound(DISCOUNT_TEXT.notFound);
    return d;
  }

  /** `GET /ua/discount/info`: one activity in any state (an ended one says so). */
  async info(discountId: number, locale: Locale): Promise<DiscountView> {
    const [v] = await this.views([await this.row(discountId)], locale);
    return v!;
  }

  /** `GET /ua/discount/spu_page_by_discount_id`: the activity's products on sale, with the activity price; sold-out ones last. */
  async spuPage(discountId: number, pq: PageQuery, locale: Locale): Promise<Page<DiscountSpuView>> {
    const d = await this.row(discountId);
    const { rows, total } = await q.onShelfProductPage(
      this.db,
      d.shopId,
      d.suitableSpuType === 0 ? null : d.spuIds,
      pq.size,
      pageOffset(pq),
    );
    return toPage(
      rows.map((p) => ({
        prodId: p.prodId,
        prodName: pick(locale, p.nameZh, p.nameEn),
        pic: p.pic,
        price: fenToYuan(p.price),
        activityPrice: fenToYuan(d.activityType === 1 ? activityUnitPrice(d, p.price) : p.price),
        soldOut: p.totalStock <= 0,
      })),
      total,
      pq,
    );
  }

  /** `GET /ua/discount/get_discount_list?spuId=`: running and upcoming activities that cover a product. */
  async forProduct(spuId: number, locale: Locale): Promise<DiscountView[]> {
    const shopId = await q.shopOfProduct(this.db, spuId);
    if (shopId === undefined) return [];
    const at = new Date(this.now());
    const rows = await q.liveOfShop(this.db, shopId, at);
    return this.views(
      rows.filter((d) => covers(d, spuId)),
      locale,
      at.getTime(),
    );
  }

  // ------------------------------------------------------------ the shop side

  private async values(shopId: number, b: DiscountBody) {
    const spuIds = b.suitableSpuType === 1 ? [...new Set(b.spuIds)] : [];
    if (spuIds.length > 0) {
      if ((await q.countOwnProducts(this.db, shopId, spuIds)) !== spuIds.length)
        throw showFail(DISCOUNT_TEXT.notYourProducts);
    }
    const rule3 = b.discountRule === 3;
    return {
      nameZh: b.discountNameZh,
      nameEn: b.discountNameEn,
      activityType: b.activityType,
      priceRule: b.activityType === 1 ? b.priceRule : 0,
      priceValue: b.activityType !== 1 ? 0 : b.priceRule === 0 ? b.priceValue : yuanToFen(b.priceValue),
      discountRule: b.activityType === 2 ? b.discountRule : 0,
      discountType: b.activityType === 2 && !rule3 ? b.discountType : 0,
      tiers:
        b.activityType === 2
          ? b.discountItemList.map((t) =>
              rule3 ? t : { needAmount: yuanToFen(t.needAmount), discount: yuanToFen(t.discount) },
            )
          : [],
      maxReduceAmount: b.activityType === 2 ? yuanToFen(b.maxReduceAmount) : 0,
      suitableSpuType: b.suitableSpuType,
      spuIds,
      startTime: b.startTime,
      endTime: b.endTime,
      updatedAt: new Date(this.now()),
    };
  }

  async create(shopId: number, b: DiscountBody): Promise<number> {
    const v = await this.values(shopId, b);
    const id = await q.insertDiscount(this.db, { ...v, shopId, createdAt: v.updatedAt });
    this.openCache.clear();
    return id;
  }

  private async own(shopId: number, discountId: number): Promise<DiscountRow> {
    const d = await this.row(discountId);
    if (d.shopId !== shopId) throw notFound(DISCOUNT_TEXT.notFound);
    return d;
  }

  /** Edits an activity that has not ended (an ended one is history: orders priced by it keep their shares). */
  async update(shopId: number, discountId: number, b: DiscountBody): Promise<void> {
    const d = await this.own(shopId, discountId);
    if (stateOf(d, this.now()) === 2) throw showFail(DISCOUNT_TEXT.alreadyEnded, 409);
    await q.updateDiscount(this.db, discountId, await this.values(shopId, b));
    this.openCache.clear();
  }

  /** Ends an activity now: carts and new orders stop taking it; orders already placed keep their prices. */
  async end(shopId: number, discountId: number): Promise<void> {
    await this.own(shopId, discountId);
    await q.updateDiscount(this.db, discountId, { status: 0, updatedAt: new Date(this.now()) });
    this.openCache.clear();
  }

  /** The shop's activities, newest first, in every state. */
  async ofShop(shopId: number, pq: PageQuery & PromotionFilter, locale: Locale): Promise<Page<MerchantDiscountView>> {
    const at = new Date(this.now());
    const { rows, total } = await q.pageOfShop(this.db, shopId, pq, at, pq.size, pageOffset(pq));
    const views = await this.views(rows, locale);
    return toPage(
      views.map((v, i) => ({
        ...v,
        discountNameZh: rows[i]!.nameZh,
        discountNameEn: rows[i]!.nameEn,
        status: rows[i]!.status === 1 ? 1 : 0,
      })),
      total,
      pq,
    );
  }
}

export const discountServiceOf = perContext((ctx) => new DiscountService(ctx));
