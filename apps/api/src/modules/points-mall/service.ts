import {
  fenToYuan,
  pageOffset,
  toPage,
  type Locale,
  type Page,
  type PageQuery,
  type PointsExchangeConfirm,
  type PointsExchangeResult,
  type PointsProductDetail,
  type PointsProductView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import { addressServiceOf } from "../address/service.ts";
import { freightServiceOf } from "../freight/service.ts";
import { readTogether } from "../../infra/db/read-together.ts";
import { availability, reserveStock, skuFacts, type SkuFacts } from "../catalog/inventory.ts";
import type { SnapshotLine } from "../checkout/service.ts";
import { snapshotLine, writeTrade } from "../checkout/write-trade.ts";
import { paymentServiceOf } from "../payment/service.ts";
import { price, type PriceBreakdown } from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { productServiceOf } from "../product/service.ts";
import * as q from "./queries.ts";
import { pointsServiceOf } from "../points/service.ts";
import { POINTS_TEXT } from "../points/texts.ts";
import { POINTS_MALL_TEXT } from "./texts.ts";

/** The points mall ships free. */
const FREE = { freeOver: 0, fee: 0 } as const;

/** mall4cloud orderType of a points-mall exchange. */
export const POINTS_ORDER_TYPE = 3;

function view(
  r: { m: q.MallRow; p: { prodId: number; nameZh: string; nameEn: string; pic: string; price: number } },
  locale: Locale,
): PointsProductView {
  return {
    prodId: r.m.prodId,
    prodName: pick(locale, r.p.nameZh, r.p.nameEn),
    pic: r.p.pic,
    points: r.m.points,
    cash: fenToYuan(r.m.cash),
    price: fenToYuan(r.p.price),
    status: r.m.status,
    seq: r.m.seq,
  };
}

/**
 * The points mall (ADR 0021 (points)): products the platform lists with a points price (and an
 * optional cash part), exchanged through the ordinary trade writer as orders of orderType 3. The
 * points are debited in the submit transaction (not enough → nothing is created); a cash part is
 * paid through the normal payment, and an order the points paid in full is paid at once (payType 0).
 * Cancelling an unpaid exchange gives the points back; freight is free, but an address the
 * product's shop's freight template does not deliver to is refused like checkout's (ADR 0044).
 */
export class PointsMallService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async page(pq: PageQuery, locale: Locale, all = false): Promise<Page<PointsProductView>> {
    const { rows, total } = await q.mallPage(this.db, pq.size, pageOffset(pq), all);
    return toPage(
      rows.map((r) => view(r, locale)),
      total,
      pq,
    );
  }

  private async listed(prodId: number) {
    const r = await q.mallProduct(this.db, prodId);
    if (!r || r.m.status !== 1) throw notFound(POINTS_MALL_TEXT.notInMall);
    return r;
  }

  async detail(prodId: number, locale: Locale): Promise<PointsProductDetail> {
    const r = await this.listed(prodId);
    const prod = await productServiceOf(this.ctx).prodInfo(prodId, locale);
    return { ...view(r, locale), prod };
  }

  /** The SKU of an exchange, buyable now, and its points-mall price. */
  private async buyable(db: Tx, b: { prodId: number; skuId: number; count: number }) {
    const r = await q.mallProduct(db, b.prodId);
    if (!r || r.m.status !== 1) throw notFound(POINTS_MALL_TEXT.notInMall);
    const f = (await skuFacts(db, [b.skuId])).get(b.skuId);
    if (!f || f.prodId !== b.prodId) throw new AppError("A01000");
    const status = availability(f);
    if (status === -1) throw new AppError("A01000");
    if (status === 0) throw new AppError("A01100");
    if (b.count > f.stock) throw new AppError("A03010");
    return { r, f };
  }

  private line(f: SkuFacts, cash: number, count: number): SnapshotLine {
    return snapshotLine("points", null, f, count, cash);
  }

  /** The one pricing pipeline, on the cash part, with free freight (the points mall ships free). */
  private priced(l: SnapshotLine): PriceBreakdown {
    return price({
      lines: [l],
      defaultFreight: FREE,
    });
  }

  /**
   * Whether the product's shop delivers to the address (its default freight template, read now;
   * a shop without one delivers everywhere). The exchange still ships free (ADR 0044).
   */
  private async delivers(db: Tx, shopId: number, areaId: number | null): Promise<boolean> {
    const freight = freightServiceOf(this.ctx);
    const [templates] = await readTogether(db, [freight.templatesPart([shopId])]);
    return freight.orderFreight(templates, shopId, areaId, FREE).deliverable;
  }

  /** `POST /p/points/order/confirm` */
  async confirm(
    userId: number,
    b: { prodId: number; skuId: number; count: number; addrId?: number | undefined },
    locale: Locale,
  ): Promise<PointsExchangeConfirm> {
    const { r, f } = await this.buyable(this.db, b);
    const held = await pointsServiceOf(this.ctx).balance(userId);
    const totalPoints = r.m.points * b.count;
    const bd = this.priced(this.line(f, r.m.cash, b.count));
    const addresses = addressServiceOf(this.ctx);
    const userAddr = b.addrId ? await addresses.info(userId, b.addrId) : ((await addresses.list(userId))[0] ?? null);
    return {
      product: view(r, locale),
      skuName: pick(locale, f.skuNameZh, f.skuNameEn),
      count: b.count,
      totalPoints,
      userPoints: held,
      actualTotal: fenToYuan(bd.actualTotal),
      userAddr,
      deliverable: await this.delivers(this.db, f.shopId, userAddr?.areaId ?? null),
    };
  }

  /**
   * `POST /p/points/order/submit` (submit-integral-order), one transaction: the exchange's price
   * checked now, stock reserved, the trade and order written (orderType 3), the points debited
   * under the buyer's lock ('Not enough points': nothing is created) and, when nothing is left to
   * pay, the order paid with points.
   */
  async submit(
    userId: number,
    b: { prodId: number; skuId: number; count: number; addrId?: number | undefined; remarks?: string | undefined },
  ): Promise<PointsExchangeResult> {
    if (!b.addrId) throw showFail(POINTS_MALL_TEXT.addressNeeded, 400);
    const addr = await addressServiceOf(this.ctx).orderSnapshot(userId, b.addrId);
    const pts = pointsServiceOf(this.ctx);
    const at = new Date(nowMs(this.ctx));
    const expiresAt = new Date(at.getTime() + commerceSettingsOf(this.ctx).unpaidMinutes * 60_000);
    const payNo = newBizNumber(at);
    return this.db.transaction(async (tx) => {
      const { r, f } = await this.buyable(tx, b);
      if (!(await this.delivers(tx, f.shopId, addr.areaId))) throw freightServiceOf(this.ctx).notDeliverable(f);
      const totalPoints = r.m.points * b.count;
      if ((await pts.balance(userId, tx)) < totalPoints) throw showFail(POINTS_TEXT.notEnough, 409);
      const l = this.line(f, r.m.cash, b.count);
      if ((await reserveStock(tx, [l])).length > 0) throw new AppError("A03010");
      const bd = this.priced(l);
      const { orderNumbers, orderIds } = await writeTrade(this.ctx, tx, {
        payNo,
        userId,
        lines: [l],
        breakdown: bd,
        addr,
        remarks: new Map([[f.shopId, b.remarks ?? ""]]),
        at,
        expiresAt,
        orderType: POINTS_ORDER_TYPE,
      });
      await pts.spendOnOrders(tx, {
        userId,
        payNo,
        points: totalPoints,
        kind: 3,
        orderIds,
        at,
        perLine: (i) => i.count,
      });
      const paid = bd.actualTotal === 0;
      if (paid) await paymentServiceOf(this.ctx).settleWithoutMoney(tx, payNo, orderIds, `user:${userId}`, at);
      return { payNo, orderNumbers, actualTotal: fenToYuan(bd.actualTotal), totalPoints, paid };
    });
  }

  // ---------------------------------------------------------------- platform side

  /** Lists (or changes, or withdraws with status 0) a product in the points mall; `by` is recorded. */
  async setProduct(
    p: { prodId: number; points: number; cash: number; status: number; seq: number },
    by: string,
    after?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    if (!(await q.productExists(this.db, p.prodId))) throw notFound(POINTS_MALL_TEXT.notOwnProduct);
    await this.db.transaction(async (tx) => {
      await q.upsertMallProduct(tx, { ...p, updatedBy: by, updatedAt: new Date(nowMs(this.ctx)) });
      if (after) await after(tx);
    });
  }
}

export const pointsMallServiceOf = perContext((ctx) => new PointsMallService(ctx));
