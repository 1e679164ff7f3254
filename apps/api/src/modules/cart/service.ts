import {
  CART_MAX_LINES,
  CART_MAX_PER_PRODUCT,
  fenToYuan,
  type CartItem,
  type CartShop,
  type CartTotal,
  type Locale,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { availability, skuFacts, skuName, type SkuFacts } from "../catalog/inventory.ts";
import type { Tx } from "../../infra/db/client.ts";
import {
  activityPricedLine,
  price,
  type LineBreakdown,
  type PriceBreakdown,
  type PricingLine,
} from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { collectionServiceOf } from "../collection/service.ts";
import { groupByActivity } from "../discount/groups.ts";
import { discountServiceOf, type LineActivities } from "../discount/service.ts";
import * as q from "./queries.ts";
import { CART_TEXT } from "./texts.ts";

/** A cart line with the current facts of its SKU. */
export interface CartLine extends q.CartRow {
  facts: SkuFacts | undefined;
  status: 1 | 0 | -1 | 2;
}

/** changeItemBody as parsed. */
type ChangeInput = { basketId?: number; prodId: number; skuId: number; count: number };

/**
 * The cart (`/p/shopCart/...`). Lines are keyed by the signed-in buyer, one per SKU; prices and
 * availability are always the catalogue's current ones, never stored on the line. Writes lock the
 * buyer's row, so the per-product and per-cart limits hold under concurrent requests.
 */
export class CartService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The buyer's lines (all, or the given ids) with their SKU facts, newest first. */
  async linesOf(db: Tx, userId: number, basketIds?: readonly number[]): Promise<CartLine[]> {
    const rows = basketIds ? await q.linesByIds(db, userId, basketIds) : await q.lines(db, userId);
    const facts = await skuFacts(
      db,
      rows.map((r) => r.skuId),
    );
    return rows.map((r) => {
      const f = facts.get(r.skuId);
      return {
        ...r,
        facts: f && f.prodId === r.prodId ? f : undefined,
        status: availability(f && f.prodId === r.prodId ? f : undefined),
      };
    });
  }

  /** Valid lines through the pricing pipeline with the running activities (goods only, no freight, no coupons). */
  private async priced(lines: readonly CartLine[], at: number): Promise<{ b: PriceBreakdown; acts: LineActivities }> {
    const pl: PricingLine[] = lines.map((l) => ({
      key: String(l.basketId),
      shopId: l.shopId,
      prodId: l.prodId,
      skuId: l.skuId,
      categoryId: l.facts!.categoryId,
      count: l.count,
      unitPrice: l.facts!.price,
    }));
    const acts = await discountServiceOf(this.ctx).forLines(this.db, pl, at);
    const b = price({
      lines: pl,
      defaultFreight: commerceSettingsOf(this.ctx).freight,
      withFreight: false,
      activities: acts.activities,
      shopDiscounts: acts.shopDiscounts,
    });
    return { b, acts };
  }

  /** `priced`: the line through the pricing pipeline (valid lines); its amount is at the activity price. */
  private item(
    l: CartLine,
    locale: Locale,
    perProductLeft: number,
    acts?: LineActivities,
    at = 0,
    priced?: LineBreakdown,
  ): CartItem {
    const f = l.facts;
    const priceFen = f?.price ?? 0;
    return {
      basketId: l.basketId,
      shopId: l.shopId,
      prodId: l.prodId,
      skuId: l.skuId,
      prodName: f ? pick(locale, f.prodNameZh, f.prodNameEn) : "",
      skuName: f ? skuName(f, locale) : "",
      pic: f?.pic ?? "",
      price: fenToYuan(priceFen),
      oriPrice: fenToYuan(f?.oriPrice ?? 0),
      count: l.count,
      stock: f?.stock ?? 0,
      productTotalAmount: fenToYuan(priced ? activityPricedLine(priced).total : priceFen * l.count),
      status: l.status,
      maxCount: Math.max(0, Math.min(perProductLeft, (f?.stock ?? 0) - l.count)),
      createTime: mallDateTime(l.createdAt),
      prodCount: l.count,
      shopName: f ? pick(locale, f.shopNameZh, f.shopNameEn) : "",
      basketDate: mallDateTime(l.createdAt),
      activity: (() => {
        const p = acts?.priceOf.get(l.skuId);
        return p ? discountServiceOf(this.ctx).activityView(p.row, p.unitPrice, at) : null;
      })(),
    };
  }

  private perProductLeft(lines: CartLine[]): Map<number, number> {
    const used = new Map<number, number>();
    for (const l of lines) used.set(l.prodId, (used.get(l.prodId) ?? 0) + l.count);
    return new Map([...used].map(([p, n]) => [p, Math.max(0, CART_MAX_PER_PRODUCT - n)]));
  }

  /**
   * `POST /p/shopCart/info`: valid lines grouped by shop (shops ordered by their newest line), and
   * within a shop by tier activity (`chooseDiscountItemDto` with the group's reduction and the
   * next tier's hint, over all its valid lines), lines without one last.
   */
  async info(userId: number, locale: Locale): Promise<CartShop[]> {
    const all = await this.linesOf(this.db, userId);
    const left = this.perProductLeft(all);
    const valid = all.filter((l) => l.status === 1);
    const at = nowMs(this.ctx);
    const { b, acts } = await this.priced(valid, at);
    const byKey = new Map(valid.map((l) => [String(l.basketId), l]));
    const order = [...new Set(valid.map((l) => l.shopId))];
    return order.map((shopId) => {
      const s = b.shops.find((x) => x.shopId === shopId)!;
      const first = byKey.get(s.lines[0]!.key)!;
      const rows = s.lines.map((line) => {
        const l = byKey.get(line.key)!;
        return { line, item: this.item(l, locale, left.get(l.prodId) ?? 0, acts, at, line) };
      });
      return {
        shopId,
        shopName: pick(locale, first.facts!.shopNameZh, first.facts!.shopNameEn),
        shopCartItemDiscounts: groupByActivity(rows, acts, locale, at).map((g) => ({
          chooseDiscountItemDto: g.chooseDiscountItemDto,
          shopCartItems: g.items,
        })),
      };
    });
  }

  /** `GET /p/shopCart/expiryProdList`: lines that cannot be bought now (off shelf, deleted, sold out). */
  async invalidItems(userId: number, locale: Locale): Promise<CartItem[]> {
    const all = await this.linesOf(this.db, userId);
    return all.filter((l) => l.status !== 1).map((l) => this.item(l, locale, 0));
  }

  async cleanInvalid(userId: number): Promise<void> {
    const all = await this.linesOf(this.db, userId);
    await q.deleteLines(
      this.db,
      userId,
      all.filter((l) => l.status !== 1).map((l) => l.basketId),
    );
  }

  /** Pieces in the cart (the header badge). */
  count(userId: number): Promise<number> {
    return q.pieces(this.db, userId);
  }

  /** `POST /p/shopCart/totalPay`: totals of the selected valid lines, by the pricing pipeline with the running activities (goods only, no freight). */
  async totalPay(userId: number, basketIds: readonly number[]): Promise<CartTotal> {
    const lines = (await this.linesOf(this.db, userId, basketIds)).filter((l) => l.status === 1);
    const { b } = await this.priced(lines, nowMs(this.ctx));
    return {
      totalMoney: fenToYuan(b.itemTotal),
      finalMoney: fenToYuan(b.itemTotal - b.reduce),
      subtractMoney: fenToYuan(b.reduce),
      activityReduce: fenToYuan(b.reductions.activity),
      shopDiscountReduce: fenToYuan(b.reductions.shopDiscount),
      count: b.count,
    };
  }

  /**
   * `POST /p/shopCart/changeItem`: adds `count` (a delta) to the buyer's line of the SKU. A result
   * ≤ 0 removes the line; 0 itself, or a decrease of no line, answers mall4j's messages. Increases need the product on sale, enough stock and the per-product
   * limit; decreases always work (even for lines that went off the shelf).
   */
  async changeItem(userId: number, body: ChangeInput): Promise<void> {
    const at = new Date(nowMs(this.ctx));
    await this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      const current =
        body.basketId !== undefined
          ? await q.lineById(tx, userId, body.basketId)
          : await q.lineBySku(tx, userId, body.skuId);
      if (body.basketId !== undefined && !current) throw new AppError("A02000");
      // A SKU must belong to the product named, whatever the count (0 and negative deltas too):
      // a client that mixes them up is told so instead of silently removing some line.
      const named = (await skuFacts(tx, [body.skuId])).get(body.skuId);
      const skuOfProduct = named
        ? named.prodId === body.prodId
        : current !== null && current.skuId === body.skuId && current.prodId === body.prodId;
      if (!skuOfProduct) throw new AppError("A01000");
      // Switching a line to another SKU of the same product: the line's quantity moves to it.
      const switching = current !== null && current.skuId !== body.skuId;
      if (switching && current.prodId !== body.prodId) throw new AppError("A01000");
      // mall4j's answers to a count that changes nothing or removes what is not there.
      if (body.count === 0 && !switching) throw showFail(CART_TEXT.zeroCount);
      if (body.count < 0 && current === null) throw showFail(CART_TEXT.alreadyRemoved);
      const target = switching ? await q.lineBySku(tx, userId, body.skuId) : current;
      const carried = switching ? current.count : 0;
      const before = target?.count ?? 0;
      const after = before + carried + body.count;
      if (after <= 0) {
        await q.deleteLines(
          tx,
          userId,
          [current?.basketId, target?.basketId].filter((x): x is number => x !== undefined),
        );
        return;
      }
      if (after > before || switching) {
        const f = (await skuFacts(tx, [body.skuId])).get(body.skuId);
        if (!f || f.prodId !== body.prodId) throw new AppError("A01000");
        const status = availability(f);
        if (status === -1) throw new AppError("A01000");
        if (status === 0) throw new AppError("A01100");
        if (after > f.stock) throw new AppError("A03010");
        const others = await q.productCount(tx, userId, body.prodId, null);
        const mine = (target?.count ?? 0) + (switching ? current.count : 0);
        if (others - mine + after > CART_MAX_PER_PRODUCT) throw showFail(CART_TEXT.perProduct, 409);
        if (!target && !switching && (await q.lineCount(tx, userId)) >= CART_MAX_LINES)
          throw showFail(CART_TEXT.full, 409);
        if (switching) await q.deleteLines(tx, userId, [current.basketId]);
        if (target) await q.setCount(tx, userId, target.basketId, after);
        else await q.insertLine(tx, { userId, shopId: f.shopId, prodId: f.prodId, skuId: f.skuId, count: after, at });
        return;
      }
      await q.setCount(tx, userId, target!.basketId, after);
    });
  }

  async deleteItems(userId: number, basketIds: readonly number[]): Promise<void> {
    await q.deleteLines(this.db, userId, basketIds);
  }

  async deleteAll(userId: number): Promise<void> {
    await q.deleteAll(this.db, userId);
  }

  /**
   * `POST /p/shopCart/moveToCollection`: collects the lines' products (uc-collection, through the
   * collection service; products that can no longer be collected are skipped) and removes the lines.
   */
  async moveToCollection(userId: number, basketIds: readonly number[]): Promise<void> {
    const rows = await q.linesByIds(this.db, userId, basketIds);
    const collections = collectionServiceOf(this.ctx);
    for (const prodId of new Set(rows.map((r) => r.prodId))) {
      try {
        if (!(await collections.isProdCollected(userId, prodId))) await collections.toggleProd(userId, prodId);
      } catch (err) {
        if (!(err instanceof AppError)) throw err; // off the shelf or deleted: nothing to collect
      }
    }
    await q.deleteLines(
      this.db,
      userId,
      rows.map((r) => r.basketId),
    );
  }

  /**
   * Puts lines into the cart (buy again): each SKU's count is added, bounded by stock and the
   * per-product limit; lines that cannot be added are skipped. Answers the basket ids touched.
   */
  async addLines(
    userId: number,
    lines: readonly { prodId: number; skuId: number; count: number }[],
  ): Promise<{ basketIds: number[]; skipped: number }> {
    const basketIds: number[] = [];
    let skipped = 0;
    for (const l of lines) {
      try {
        await this.changeItem(userId, { prodId: l.prodId, skuId: l.skuId, count: l.count });
        const row = await q.lineBySku(this.db, userId, l.skuId);
        if (row) basketIds.push(row.basketId);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        skipped += 1;
      }
    }
    return { basketIds, skipped };
  }

  /** Removes lines consumed by an order (inside the submit transaction). */
  async consume(tx: Tx, userId: number, basketIds: readonly number[]): Promise<void> {
    await q.deleteLines(tx, userId, basketIds);
  }
}

export const cartServiceOf = perContext((ctx) => new CartService(ctx));
