import type { InvoiceChoice } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { OrderAddressSnapshot } from "../../infra/db/schema/index.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { invoiceServiceOf } from "../invoice/service.ts";
import { orderServiceOf } from "../order/service.ts";
import { paymentServiceOf } from "../payment/service.ts";
import { commissionOf, type PriceBreakdown } from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import type { SkuFacts } from "../catalog/inventory.ts";
import type { SnapshotLine } from "./service.ts";

export interface TradeToWrite {
  payNo: string;
  /** One per shop of the breakdown, in its order (absent: numbered here). */
  orderNumbers?: readonly string[];
  userId: number;
  lines: readonly SnapshotLine[];
  /** The pricing pipeline's result for `lines`. */
  breakdown: PriceBreakdown;
  addr: OrderAddressSnapshot;
  remarks: ReadonlyMap<number, string>;
  invoice?: InvoiceChoice | undefined;
  at: Date;
  /** The pay deadline: the unpaid-timeout job runs then (ordinary checkout 30 min, flash sale shorter). */
  expiresAt: Date;
  /** mall4cloud orderType of the orders (0 ordinary — the default, 3 points-mall exchange). */
  orderType?: number;
  /** Called per order written (coupons attach to it, the flash sale records its units). */
  onOrder?: (shopId: number, orderId: number) => Promise<void>;
}

/**
 * The submit workflow's writing steps, in the caller's transaction, after stock was reserved:
 * open the trade (payment) — the shop orders refer to it — then one order per shop with its items
 * (prices and reductions from the pipeline, commission snapshotted; order), then the invoices asked
 * for (invoice). Each step goes through its owner's service. Shared by the ordinary checkout and the
 * flash sale, so both create the same orders.
 */
export async function writeTrade(
  ctx: AppContext,
  tx: Tx,
  t: TradeToWrite,
): Promise<{ orderNumbers: string[]; orderIds: number[] }> {
  const settings = commerceSettingsOf(ctx);
  const { payNo, userId, at, expiresAt } = t;
  const b = t.breakdown;
  const byKey = new Map(t.lines.map((l) => [l.key, l]));
  await paymentServiceOf(ctx).openTrade(tx, { payNo, userId, amount: b.actualTotal, expiresAt, at });
  const created = await orderServiceOf(ctx).createShopOrders(tx, {
    payNo,
    userId,
    addr: t.addr,
    at,
    expiresAt,
    actor: `user:${userId}`,
    orders: b.shops.map((s, i) => ({
      orderNumber: t.orderNumbers?.[i] ?? newBizNumber(at),
      shopId: s.shopId,
      orderType: t.orderType ?? 0,
      total: s.itemTotal,
      freight: s.freight,
      activityReduce: s.reductions.activity,
      shopDiscountReduce: s.reductions.shopDiscount,
      shopCouponReduce: s.reductions.shopCoupon,
      platformCouponReduce: s.reductions.platformCoupon,
      pointsReduce: s.reductions.points,
      actualTotal: s.actualTotal,
      productNums: s.count,
      remarks: t.remarks.get(s.shopId) ?? "",
      items: s.lines.map((pl) => {
        const l = byKey.get(pl.key)!;
        const rate = l.shopType === 1 ? settings.commissionBp.selfRun : settings.commissionBp.ordinary;
        return {
          prodId: l.prodId,
          skuId: l.skuId,
          categoryId: l.categoryId,
          prodNameZh: l.prodNameZh,
          prodNameEn: l.prodNameEn,
          skuNameZh: l.skuNameZh,
          skuNameEn: l.skuNameEn,
          pic: l.pic,
          price: l.unitPrice,
          count: l.count,
          total: pl.itemTotal,
          reduce: pl.reduce,
          activityReduce: pl.reductions.activity,
          shopDiscountReduce: pl.reductions.shopDiscount,
          shopCouponReduce: pl.reductions.shopCoupon,
          platformCouponReduce: pl.reductions.platformCoupon,
          pointsReduce: pl.reductions.points,
          actualTotal: pl.actualTotal,
          commissionRateBp: rate,
          commission: commissionOf(pl.actualTotal, rate),
        };
      }),
    })),
  });
  for (const o of created) await t.onOrder?.(o.shopId, o.orderId);
  await invoiceServiceOf(ctx).request(tx, {
    userId,
    at,
    choice: t.invoice,
    orders: created.map((o) => ({ ...o, amount: b.shops.find((s) => s.shopId === o.shopId)!.actualTotal })),
  });
  return { orderNumbers: created.map((o) => o.orderNumber), orderIds: created.map((o) => o.orderId) };
}

/** A line of a trade from the SKU's facts; activity checkouts (flash, group, points mall) give their own unit price. */
export function snapshotLine(
  key: string,
  basketId: number | null,
  f: SkuFacts,
  count: number,
  unitPrice: number = f.price,
): SnapshotLine {
  return {
    key,
    basketId,
    skuId: f.skuId,
    prodId: f.prodId,
    shopId: f.shopId,
    categoryId: f.categoryId,
    shopType: f.shopType,
    count,
    unitPrice,
    prodNameZh: f.prodNameZh,
    prodNameEn: f.prodNameEn,
    skuNameZh: f.skuNameZh,
    skuNameEn: f.skuNameEn,
    pic: f.pic,
    shopNameZh: f.shopNameZh,
    shopNameEn: f.shopNameEn,
  };
}
