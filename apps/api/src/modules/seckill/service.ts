import type { PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, eq, inArray } from "drizzle-orm";
import {
  SeckillState,
  fenToYuan,
  toPage,
  type Locale,
  type FlashSaleAdminView,
  type FlashSessionAdminView,
  type MerchantSeckillView,
  type Page,
  type PageQuery,
  type SeckillBody,
  type SeckillConfirmView,
  type SeckillQuotaView,
  type SeckillSessionView,
  type SeckillStateValue,
  type SeckillView,
  type SubmitOrderResult,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { seckillOrders, seckillSkus, seckills } from "../../infra/db/schema/index.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { addressServiceOf } from "../address/service.ts";
import { freightServiceOf } from "../freight/service.ts";
import { readTogether } from "../../infra/db/read-together.ts";
import { newBizNumber } from "../../infra/ids.ts";
import type { Tx } from "../../infra/db/client.ts";
import { availability, skuFacts, type SkuFacts } from "../catalog/inventory.ts";
import { price, type FreightRule, type PriceBreakdown } from "../pricing/pricing.ts";
import type { SnapshotLine } from "../checkout/service.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { snapshotLine, writeTrade } from "../checkout/write-trade.ts";
import { orderServiceOf } from "../order/service.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { editRefusal } from "../marketing/promotion-edit.ts";
import { PROMOTION_EDIT_TEXT } from "../marketing/texts.ts";
import { flashGateOf, gateRefusal } from "./gate.ts";
import * as q from "./queries.ts";
import { SECKILL_TEXT } from "./texts.ts";

/** The state on server time (mall4cloud activityStatus, plus sold out). */
export function seckillState(s: q.SeckillRow, left: number, at: number): SeckillStateValue {
  if (s.status !== 1 || at >= s.endTime.getTime()) return SeckillState.ENDED;
  if (at < s.startTime.getTime()) return SeckillState.NOT_STARTED;
  return left > 0 ? SeckillState.RUNNING : SeckillState.SOLD_OUT;
}

const FACTS_TTL_MS = 1000;

// The activity's refusals, made once (an AppError is an immutable answer; a rush repeats them).
const NOT_FOUND = new AppError("A00013", SECKILL_TEXT.notFound, null, 404);
const ENDED = showFail(SECKILL_TEXT.ended, 409);
const NOT_STARTED = showFail(SECKILL_TEXT.notStarted, 409);
const UNAVAILABLE = showFail(SECKILL_TEXT.unavailable, 409);

interface Activity {
  s: q.SeckillRow;
  k: q.SeckillSkuRow;
  f: SkuFacts | undefined;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The activity row's columns a shop sets, on create and on edit alike. */
const seckillColumns = (body: SeckillBody) => ({
  prodId: body.prodId,
  nameZh: body.nameZh,
  nameEn: body.nameEn,
  startTime: body.startTime,
  endTime: body.endTime,
  maxNum: body.maxNum,
});

/**
 * Flash sales (ADR 0018-flash-sale): the storefront's sessions, cards and detail; the purchase
 * (gate reservation → one database transaction that takes the units for real and writes the
 * order through the checkout's writer at the flash price, no coupons or discounts on top); the
 * shop's activities; and the stock keeper that returns a cancelled order's units exactly once.
 */
export class SeckillService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Registers the stock keeper with the order workflows (once per app). */
  register(): void {
    const gate = flashGateOf(this.ctx);
    orderServiceOf(this.ctx).addStockKeeper(async (tx, orderIds, at) => {
      const released = await q.release(tx, orderIds, at);
      for (const r of released) await gate.release(r.seckillSkuId, r.userId, r.count);
      return released.map((r) => r.orderId);
    });
  }

  // ---------------------------------------------------------------- views

  private async views(rows: q.SeckillRow[], locale: Locale, db: Tx = this.db): Promise<SeckillView[]> {
    const skus = await q.skusOf(
      db,
      rows.map((r) => r.seckillId),
    );
    const facts = await skuFacts(
      db,
      [...skus.values()].flat().map((k) => k.skuId),
    );
    const at = nowMs(this.ctx);
    return rows.map((s) => {
      const ks = skus.get(s.seckillId) ?? [];
      const total = ks.reduce((n, k) => n + k.stock, 0);
      const sold = ks.reduce((n, k) => n + k.sold, 0);
      const cheapest = [...ks].sort((a, b) => a.seckillPrice - b.seckillPrice)[0];
      const f0 = cheapest ? facts.get(cheapest.skuId) : undefined;
      const state = seckillState(s, total - sold, at);
      return {
        seckillId: s.seckillId,
        shopId: s.shopId,
        shopName: f0 ? pick(locale, f0.shopNameZh, f0.shopNameEn) : "",
        prodId: s.prodId,
        prodName: f0 ? pick(locale, f0.prodNameZh, f0.prodNameEn) : "",
        pic: f0?.pic ?? "",
        seckillName: pick(locale, s.nameZh, s.nameEn),
        startTime: mallDateTime(s.startTime),
        endTime: mallDateTime(s.endTime),
        state,
        maxNum: s.maxNum,
        seckillPrice: fenToYuan(cheapest?.seckillPrice ?? 0),
        price: fenToYuan(f0?.price ?? 0),
        totalStocks: total,
        soldStocks: sold,
        startIn: state === SeckillState.NOT_STARTED ? seconds(s.startTime.getTime() - at) : 0,
        expiresIn:
          state === SeckillState.RUNNING || state === SeckillState.SOLD_OUT ? seconds(s.endTime.getTime() - at) : 0,
        skus: ks.map((k) => {
          const f = facts.get(k.skuId);
          return {
            seckillSkuId: k.seckillSkuId,
            skuId: k.skuId,
            skuName: f ? pick(locale, f.skuNameZh, f.skuNameEn) : "",
            seckillPrice: fenToYuan(k.seckillPrice),
            price: fenToYuan(f?.price ?? 0),
            stock: k.stock - k.sold,
          };
        }),
      };
    });
  }

  /** `/ua/seckill/sessions`: the running and upcoming sessions (distinct time slots), soonest first. */
  async sessions(): Promise<SeckillSessionView[]> {
    const at = nowMs(this.ctx);
    const live = await q.live(this.db, new Date(at));
    const bySlot = new Map<number, { start: Date; end: Date; count: number }>();
    for (const s of live) {
      const key = Math.floor(s.startTime.getTime() / 1000);
      const slot = bySlot.get(key);
      if (slot) {
        slot.count++;
        if (s.endTime > slot.end) slot.end = s.endTime;
      } else bySlot.set(key, { start: s.startTime, end: s.endTime, count: 1 });
    }
    return [...bySlot]
      .sort((a, b) => a[0] - b[0])
      .slice(0, 8)
      .map(([session, v]) => {
        const running = v.start.getTime() <= at;
        return {
          session,
          startTime: mallDateTime(v.start),
          endTime: mallDateTime(v.end),
          state: running ? 2 : 1,
          startIn: running ? 0 : seconds(v.start.getTime() - at),
          expiresIn: running ? seconds(v.end.getTime() - at) : 0,
          count: v.count,
        };
      });
  }

  /** `/ua/seckill/page`: the flash sales of a session (absent: the first running or upcoming one). */
  async page(query: PageQuery & { session?: number | undefined }, locale: Locale): Promise<Page<SeckillView>> {
    const live = await q.live(this.db, new Date(nowMs(this.ctx)));
    const session = query.session ?? (live[0] ? Math.floor(live[0].startTime.getTime() / 1000) : 0);
    const rows = live.filter((s) => Math.floor(s.startTime.getTime() / 1000) === session);
    const from = (query.current - 1) * query.size;
    return toPage(await this.views(rows.slice(from, from + query.size), locale), rows.length, query);
  }

  /** The live session's flash sales (the home page's limited_skill block). */
  async running(locale: Locale, limit = 6): Promise<SeckillView[]> {
    const at = nowMs(this.ctx);
    const live = (await q.live(this.db, new Date(at))).filter((s) => s.startTime.getTime() <= at);
    return this.views(live.slice(0, limit), locale);
  }

  /** The product's running flash sale (started, not ended, not ended by the shop), soonest to end; or null. */
  async runningOfProduct(prodId: number, locale: Locale): Promise<SeckillView | null> {
    const [s] = await q.runningOfProduct(this.db, prodId, new Date(nowMs(this.ctx)));
    return s ? ((await this.views([s], locale))[0] ?? null) : null;
  }

  /** `/ua/seckill/prod?seckillId=` — also ended ones (the page says so); unknown → 404. */
  async info(seckillId: number, locale: Locale): Promise<SeckillView> {
    const s = await q.byId(this.db, seckillId);
    if (!s) throw new AppError("A00013", SECKILL_TEXT.notFound, null, 404);
    return (await this.views([s], locale))[0]!;
  }

  // ---------------------------------------------------------------- purchase

  /**
   * What a purchase needs to know about the activity, read at most once a second per flash SKU
   * and process: in a rush, the buyers the gate turns away never reach the database (the
   * transaction re-checks what matters — units and the buyer's holdings — under the row lock).
   * A shop ending an activity takes effect within that second.
   */
  private readonly facts = new Map<number, { at: number; v: Promise<Activity | null>; known?: Activity | null }>();

  private activity(seckillSkuId: number): Promise<Activity | null> {
    const now = Date.now();
    const hit = this.facts.get(seckillSkuId);
    if (hit && now - hit.at < FACTS_TTL_MS) return hit.v;
    const v = (async () => {
      const k = await q.skuById(this.db, seckillSkuId);
      const s = k ? await q.byId(this.db, k.seckillId) : undefined;
      if (!k || !s) return null;
      return { s, k, f: (await skuFacts(this.db, [k.skuId])).get(k.skuId) };
    })();
    if (this.facts.size > 10_000) this.facts.clear();
    const entry: { at: number; v: Promise<Activity | null>; known?: Activity | null } = { at: now, v };
    this.facts.set(seckillSkuId, entry);
    v.then(
      (found) => (entry.known = found),
      () => this.facts.delete(seckillSkuId),
    );
    return v;
  }

  /** The activity's facts when read within FACTS_TTL_MS and at hand (no promise to wait for); else undefined. */
  private knownActivity(seckillSkuId: number): Activity | null | undefined {
    const hit = this.facts.get(seckillSkuId);
    return hit && Date.now() - hit.at < FACTS_TTL_MS ? hit.known : undefined;
  }

  /** What cannot be bought now, refused (nothing is created); else the activity, the flash SKU and its facts. */
  private judge(
    found: Activity | null,
    count: number,
  ): AppError | { s: q.SeckillRow; k: q.SeckillSkuRow; f: SkuFacts } {
    if (!found) return NOT_FOUND;
    const { s, k, f } = found;
    const at = nowMs(this.ctx);
    if (s.status !== 1 || at >= s.endTime.getTime()) return ENDED;
    if (at < s.startTime.getTime()) return NOT_STARTED;
    if (count > s.maxNum) return gateRefusal("limit", s.maxNum);
    if (!f || availability({ ...f, stock: 1 }) !== 1) return UNAVAILABLE; // flash stock is not the SKU's stock
    return { s, k, f };
  }

  /** The activity, the flash SKU and its facts; refuses what cannot be bought now (nothing is created). */
  private async buyable(
    seckillSkuId: number,
    count: number,
  ): Promise<{ s: q.SeckillRow; k: q.SeckillSkuRow; f: SkuFacts }> {
    const r = this.judge(await this.activity(seckillSkuId), count);
    if (r instanceof AppError) throw r;
    return r;
  }

  private line(k: q.SeckillSkuRow, f: SkuFacts, count: number): SnapshotLine {
    return snapshotLine(`seckill:${k.seckillSkuId}`, null, f, count, k.seckillPrice);
  }

  /**
   * The one pricing pipeline with the flash price as the item price and nothing stacked on it:
   * no activity price, shop discount or coupon applies to a flash line (ADR 0018); freight is the
   * shop's template's for the address, or the mall's rule without one (`freight`, ADR 0044).
   */
  private priced(line: SnapshotLine, freight: FreightRule): PriceBreakdown {
    return price({
      lines: [line],
      defaultFreight: commerceSettingsOf(this.ctx).freight,
      freightRules: { [line.shopId]: freight },
    });
  }

  /** `POST /p/seckill/order/confirm` — prices the purchase; reserves nothing. */
  async confirm(
    userId: number,
    input: { seckillSkuId: number; count: number; addrId?: number | undefined },
    locale: Locale,
  ): Promise<SeckillConfirmView> {
    const { s, k, f } = await this.buyable(input.seckillSkuId, input.count);
    // The limit counts what the buyer already holds: refused here, not only at submit.
    const remaining = Math.max(0, s.maxNum - (await q.heldBy(this.db, s.seckillId, userId)));
    if (input.count > remaining) throw showFail(SECKILL_TEXT.remaining(s.maxNum, remaining), 409);
    // The address shown and the shop's freight template in one statement; freight by the template
    // for that address (ADR 0044) — not delivered there: the page says so and submit refuses.
    const addresses = addressServiceOf(this.ctx);
    const freight = freightServiceOf(this.ctx);
    const [addrRow, templates] = await readTogether(this.db, [
      addresses.checkoutAddressPart(userId, input.addrId),
      freight.templatesPart([f.shopId]),
    ]);
    const userAddr = input.addrId ? addresses.infoOf(addrRow) : addresses.shownOf(addrRow);
    const fr = freight.orderFreight(
      templates,
      f.shopId,
      userAddr?.areaId ?? null,
      commerceSettingsOf(this.ctx).freight,
    );
    const b = this.priced(this.line(k, f, input.count), fr.rule);
    return {
      seckill: (await this.views([s], locale))[0]!,
      seckillSkuId: k.seckillSkuId,
      skuName: pick(locale, f.skuNameZh, f.skuNameEn),
      count: input.count,
      seckillPrice: fenToYuan(k.seckillPrice),
      total: fenToYuan(b.itemTotal),
      transfee: fenToYuan(b.freight),
      actualTotal: fenToYuan(b.actualTotal),
      userAddr,
      deliverable: fr.deliverable,
      remaining: remaining - input.count,
    };
  }

  /** `GET /p/seckill/quota`: the buyer's per-person limit, holdings and what is left (unknown → 404). */
  async quota(userId: number, seckillId: number): Promise<SeckillQuotaView> {
    const s = await q.byId(this.db, seckillId);
    if (!s) throw new AppError("A00013", SECKILL_TEXT.notFound, null, 404);
    const bought = await q.heldBy(this.db, seckillId, userId);
    return { maxNum: s.maxNum, bought, remaining: Math.max(0, s.maxNum - bought) };
  }

  /**
   * The refusal `submit` would answer for this purchase now, found without creating or taking
   * anything: the checks of `buyable`, then the gate's verdict (FlashGate.check). undefined when
   * submit may create an order, or only a reservation can tell (counters missing or stale). The
   * purchase route's fast lane asks this before the route runs (ADR 0028): a rush is mostly refusals.
   */
  refusal(userId: number, input: { seckillSkuId: number; count: number }): Promise<AppError | undefined> {
    // Few awaits: in a rush this runs thousands of times a second with the facts at hand.
    const known = this.knownActivity(input.seckillSkuId);
    if (known !== undefined) return this.refusalOf(known, userId, input);
    return this.activity(input.seckillSkuId).then((found) => this.refusalOf(found, userId, input));
  }

  private refusalOf(
    found: Activity | null,
    userId: number,
    input: { seckillSkuId: number; count: number },
  ): Promise<AppError | undefined> {
    const j = this.judge(found, input.count);
    if (j instanceof AppError) return Promise.resolve(j);
    return flashGateOf(this.ctx)
      .check(j.k.seckillSkuId, userId, input.count, j.s.maxNum)
      .then(
        (r) => (r && !r.ok && r.reason !== "missing" ? gateRefusal(r.reason, j.s.maxNum) : undefined),
        (e: unknown) => {
          if (e instanceof AppError && e.status !== 500) return e; // Redis unreachable: 'very hot'
          throw e;
        },
      );
  }

  /**
   * `POST /p/seckill/order/submit`. 1) checks (window, limit, product) on server time; 2) the gate's
   * atomic reservation (Redis or in-process) — most buyers of a rush stop here without touching
   * the database; 3) one transaction, in the request: the units taken for real
   * (`sold + n <= stock`, row-locked), the buyer's holdings checked against the limit, the trade
   * and order written by the checkout's writer, the flash units recorded on the order, the
   * shorter unpaid timeout scheduled. A transaction that fails gives the gate its units back
   * (except when the database said sold out: those units do not exist).
   */
  async submit(
    userId: number,
    input: { seckillSkuId: number; count: number; addrId: number; remarks?: string | undefined },
  ): Promise<SubmitOrderResult> {
    const { s, k, f } = await this.buyable(input.seckillSkuId, input.count);
    const gate = flashGateOf(this.ctx);
    const r = await gate.reserve(k.seckillSkuId, s.endTime, userId, input.count, s.maxNum);
    if (!r.ok) throw gateRefusal(r.reason, s.maxNum);
    // Only the few the gate let through get here: the order's facts are prepared for them alone.
    const settings = commerceSettingsOf(this.ctx);
    const at = new Date(nowMs(this.ctx));
    const expiresAt = new Date(at.getTime() + settings.flashUnpaidMinutes * 60_000);
    const line = this.line(k, f, input.count);
    let soldOut = false;
    try {
      // The address and the shop's freight template as they are now, in one statement: freight is
      // priced (and an address the shop does not deliver to refused, A00029) at submit (ADR 0044).
      const addresses = addressServiceOf(this.ctx);
      const freight = freightServiceOf(this.ctx);
      const [addrRow, templates] = await readTogether(this.db, [
        addresses.checkoutAddressPart(userId, input.addrId),
        freight.templatesPart([f.shopId]),
      ]);
      const addr = addresses.orderSnapshotOf(addrRow); // 404 unless the buyer's
      const fr = freight.orderFreight(templates, f.shopId, addr.areaId, settings.freight);
      if (!fr.deliverable) throw freight.notDeliverable(f);
      const breakdown = this.priced(line, fr.rule);
      const payNo = newBizNumber(at);
      return await this.db.transaction(async (tx) => {
        if (!(await q.take(tx, k.seckillSkuId, input.count))) {
          soldOut = true;
          throw new AppError("A03010");
        }
        if ((await q.heldBy(tx, s.seckillId, userId)) + input.count > s.maxNum)
          throw showFail(SECKILL_TEXT.limit(s.maxNum), 409);
        const { orderNumbers } = await writeTrade(this.ctx, tx, {
          payNo,
          userId,
          lines: [line],
          breakdown,
          addr,
          remarks: new Map([[f.shopId, input.remarks ?? ""]]),
          at,
          expiresAt,
          onOrder: async (_shopId, orderId) => {
            await tx.insert(seckillOrders).values({
              orderId,
              seckillId: s.seckillId,
              seckillSkuId: k.seckillSkuId,
              userId,
              count: input.count,
              createdAt: at,
            });
          },
        });
        return {
          payNo,
          orderNumbers,
          actualTotal: fenToYuan(breakdown.actualTotal),
          endTime: mallDateTime(expiresAt),
        };
      });
    } catch (e) {
      if (!soldOut) await gate.release(k.seckillSkuId, userId, input.count);
      throw e;
    }
  }

  // ---------------------------------------------------------------- shop side

  /** The shop's flash sales as it edits them: both names, and per SKU the flash stock given and the units taken. */
  async ofShop(shopId: number, query: PageQuery & PromotionFilter, locale: Locale): Promise<Page<MerchantSeckillView>> {
    const { rows, total } = await q.ofShop(
      this.db,
      shopId,
      query,
      new Date(nowMs(this.ctx)),
      query.size,
      (query.current - 1) * query.size,
    );
    const views = await this.views(rows, locale);
    const skus = await q.skusOf(
      this.db,
      rows.map((r) => r.seckillId),
    );
    return toPage(
      views.map((v, i) => {
        const given = new Map((skus.get(v.seckillId) ?? []).map((k) => [k.seckillSkuId, k]));
        return {
          ...v,
          seckillNameZh: rows[i]!.nameZh,
          seckillNameEn: rows[i]!.nameEn,
          skus: v.skus.map((k) => ({
            ...k,
            flashStock: given.get(k.seckillSkuId)?.stock ?? 0,
            sold: given.get(k.seckillSkuId)?.sold ?? 0,
          })),
        };
      }),
      total,
      query,
    );
  }

  /** The body's SKUs are of its product, which is the shop's and not deleted; else 404. */
  private async ownSkus(shopId: number, body: SeckillBody): Promise<void> {
    const facts = await skuFacts(
      this.db,
      body.skus.map((x) => x.skuId),
    );
    for (const x of body.skus) {
      const f = facts.get(x.skuId);
      if (!f || f.shopId !== shopId || f.prodId !== body.prodId || f.skuStatus === -1 || f.prodStatus === -1)
        throw showFail(SECKILL_TEXT.notOwnProduct, 404);
    }
  }

  /** Creates a flash sale for one of the shop's products (its SKUs only); loads its counters. */
  async create(shopId: number, body: SeckillBody): Promise<number> {
    await this.ownSkus(shopId, body);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(seckills)
        .values({ shopId, ...seckillColumns(body) })
        .returning({ id: seckills.seckillId });
      await tx
        .insert(seckillSkus)
        .values(
          body.skus.map((x) => ({ seckillId: row!.id, skuId: x.skuId, seckillPrice: x.seckillPrice, stock: x.stock })),
        );
      return row!.id;
    });
    return id;
  }

  /**
   * Edits a flash sale of the shop that has not ended (ended: A00035; another shop's: 404), in one
   * transaction holding the activity's and its flash SKUs' row locks (purchases taking units and
   * cancellations giving them back wait for it; `sold` is never written here, so no sale is lost).
   * Once it runs, the product and the start stay (editRefusal). Per SKU, `stock` is the flash units
   * given: never below the units sold, nor below those sold or being bought as the gate sees them —
   * a lowering is taken off the gate first (FlashGate.withdraw) so a buyer already through the gate
   * still finds the units; a raise is given to the gate after the commit (a buyer never passes the
   * gate for units the database does not have yet). A SKU may leave the activity only if it never
   * had an order. Buyers see the change at once here and within FACTS_TTL_MS elsewhere; the cached
   * home strip and product pages are revalidated.
   */
  async update(shopId: number, seckillId: number, body: SeckillBody): Promise<void> {
    const found = await q.byId(this.db, seckillId);
    if (!found || found.shopId !== shopId) throw NOT_FOUND;
    await this.ownSkus(shopId, body);
    const gate = flashGateOf(this.ctx);
    const withdrawn: { seckillSkuId: number; n: number }[] = [];
    const raised: { seckillSkuId: number; n: number }[] = [];
    let removed: number[] = [];
    try {
      await this.db.transaction(async (tx) => {
        const s = await q.lockActivity(tx, seckillId);
        if (!s) throw NOT_FOUND;
        const refusal = editRefusal(s, body, nowMs(this.ctx));
        if (refusal) throw refusal;
        const held = await q.lockSkus(tx, seckillId);
        const bySku = new Map(held.map((k) => [k.skuId, k]));
        const kept = new Set(body.skus.map((x) => x.skuId));
        removed = held.filter((k) => !kept.has(k.skuId)).map((k) => k.seckillSkuId);
        if (await q.haveOrders(tx, removed)) throw showFail(PROMOTION_EDIT_TEXT.skuHasOrders, 409);
        for (const x of body.skus) {
          const k = bySku.get(x.skuId);
          if (k && x.stock < k.sold) throw showFail(SECKILL_TEXT.stockBelowSold(k.sold), 409);
        }
        for (const x of body.skus) {
          const k = bySku.get(x.skuId);
          if (!k || x.stock >= k.stock) continue;
          const w = await gate.withdraw(tx, k.seckillSkuId, s.endTime, k.stock - x.stock);
          if (!w.ok) throw showFail(SECKILL_TEXT.stockBelowSold(k.stock - w.left), 409);
          withdrawn.push({ seckillSkuId: k.seckillSkuId, n: k.stock - x.stock });
        }
        await tx.update(seckills).set(seckillColumns(body)).where(eq(seckills.seckillId, seckillId));
        for (const x of body.skus) {
          const k = bySku.get(x.skuId);
          if (!k) continue;
          await tx
            .update(seckillSkus)
            .set({ seckillPrice: x.seckillPrice, stock: x.stock })
            .where(eq(seckillSkus.seckillSkuId, k.seckillSkuId));
          if (x.stock > k.stock) raised.push({ seckillSkuId: k.seckillSkuId, n: x.stock - k.stock });
        }
        const added = body.skus.filter((x) => !bySku.has(x.skuId));
        if (added.length > 0)
          await tx
            .insert(seckillSkus)
            .values(added.map((x) => ({ seckillId, skuId: x.skuId, seckillPrice: x.seckillPrice, stock: x.stock })));
        if (removed.length > 0)
          await tx
            .delete(seckillSkus)
            .where(and(eq(seckillSkus.seckillId, seckillId), inArray(seckillSkus.seckillSkuId, removed)));
      });
    } catch (e) {
      for (const w of withdrawn) await gate.add(w.seckillSkuId, w.n);
      throw e;
    }
    for (const r of raised) await gate.add(r.seckillSkuId, r.n);
    for (const id of removed) await gate.forget(id);
    this.facts.clear(); // this process sees it at once; others within FACTS_TTL_MS
    await bumpCatalogVersion(this.ctx, "home", "products");
  }

  /** Ends a flash sale of the shop now (orders placed keep their units and prices). */
  async end(shopId: number, seckillId: number): Promise<void> {
    const s = await q.byId(this.db, seckillId);
    if (!s || s.shopId !== shopId) throw new AppError("A00013", SECKILL_TEXT.notFound, null, 404);
    await this.db.update(seckills).set({ status: 0 }).where(eq(seckills.seckillId, seckillId));
    this.facts.clear(); // this process sees it at once; others within FACTS_TTL_MS
  }

  // ---------------------------------------------------------------- platform side

  /**
   * The sessions as the platform console lists them: the distinct start times of every flash sale
   * (the storefront's tabs, ended ones included on request), with how many sales are in each and
   * how many of those are ended (by the shop or removed by the platform).
   */
  async adminSessions(query: PageQuery & { when: "live" | "ended" }): Promise<Page<FlashSessionAdminView>> {
    const at = new Date(nowMs(this.ctx));
    const { rows, total } = await q.sessionsPage(this.db, query.when, at, query.size, (query.current - 1) * query.size);
    const now = at.getTime();
    return toPage(
      rows.map((r) => ({
        session: Math.floor(r.start.getTime() / 1000),
        startTime: mallDateTime(r.start),
        endTime: mallDateTime(r.end),
        state: r.end.getTime() <= now ? 3 : r.start.getTime() <= now ? 2 : 1,
        count: r.count,
        endedCount: r.ended,
      })),
      total,
      query,
    );
  }

  /** The shops' flash sales of a session (start time `session`, epoch seconds), with the platform's removals. */
  async adminOfSession(session: number, query: PageQuery, locale: Locale): Promise<Page<FlashSaleAdminView>> {
    const { rows, total } = await q.ofSession(this.db, session, query.size, (query.current - 1) * query.size);
    const views = await this.views(rows, locale);
    return toPage(
      views.map((v, i) => ({
        ...v,
        status: rows[i]!.status,
        removedReason: rows[i]!.removedReason ?? "",
        removedTime: rows[i]!.removedAt ? mallDateTime(rows[i]!.removedAt!) : "",
      })),
      total,
      query,
    );
  }

  /**
   * The platform removes a shop's flash sale from its session, with a reason (ADR 0048): in one
   * transaction holding the activity's row lock the sale ends (status 0, the reason and time kept)
   * and `after` writes the operation log; then the gate forgets its SKUs' counters, so no buyer
   * passes the gate for it again (a purchase already past the gate finds the activity ended in
   * its transaction). The flash units left go back with it: flash stock is apart from the SKUs'
   * normal stock, so nothing moves there; orders already placed keep their units, and an unpaid
   * one cancelled later gives its units back through the stock keeper exactly once. Already ended
   * or removed: A00055. Buyers see it at once here, within FACTS_TTL_MS elsewhere; the cached home
   * strip and product pages are revalidated.
   */
  async remove(seckillId: number, reason: string, after: (tx: Tx, s: q.SeckillRow) => Promise<void>): Promise<void> {
    const at = new Date(nowMs(this.ctx));
    const skus = await this.db.transaction(async (tx) => {
      const s = await q.lockActivity(tx, seckillId);
      if (!s) throw NOT_FOUND;
      if (s.status === 0 || s.endTime.getTime() <= at.getTime()) throw new AppError("A00055");
      await tx
        .update(seckills)
        .set({ status: 0, removedReason: reason, removedAt: at })
        .where(eq(seckills.seckillId, seckillId));
      await after(tx, s);
      return q.lockSkus(tx, seckillId);
    });
    this.facts.clear();
    const gate = flashGateOf(this.ctx);
    for (const k of skus) await gate.forget(k.seckillSkuId);
    await bumpCatalogVersion(this.ctx, "home", "products");
  }
}

export const seckillServiceOf = perContext((ctx) => new SeckillService(ctx));
