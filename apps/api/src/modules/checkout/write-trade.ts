import { sql, type SQL } from "drizzle-orm";
import type { InvoiceChoice } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { OrderAddressSnapshot } from "../../infra/db/schema/index.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { invoiceServiceOf } from "../invoice/service.ts";
import { orderServiceOf, type NewOrders } from "../order/service.ts";
import { paymentServiceOf, type NewTrade } from "../payment/service.ts";
import { commissionOf, type PriceBreakdown } from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import type { SkuFacts } from "../catalog/inventory.ts";

/** A line as confirm saw it: what submit re-checks and turns into an order item. */
export interface SnapshotLine {
  key: string;
  basketId: number | null;
  skuId: number;
  prodId: number;
  shopId: number;
  categoryId: number;
  shopType: number;
  count: number;
  unitPrice: number;
  prodNameZh: string;
  prodNameEn: string;
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
  shopNameZh: string;
  shopNameEn: string;
  /** Grams per piece when confirm read it (absent in tokens issued before weights: 0). */
  weight?: number;
}

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
  await paymentServiceOf(ctx).openTrade(tx, newTrade(t));
  const created = await orderServiceOf(ctx).createShopOrders(tx, newOrders(ctx, t));
  await afterOrders(ctx, tx, t, created);
  return { orderNumbers: created.map((o) => o.orderNumber), orderIds: created.map((o) => o.orderId) };
}

/**
 * writeTrade's inserts (trade, orders with items and events, unpaid-timeout job) as CTEs of one
 * larger statement (submit, ADR 0031): `o(order_id, order_number, shop_id)` names the orders. The
 * caller runs `afterOrders` with their ids once it has them.
 */
export function tradeCtes(ctx: AppContext, tx: Tx, t: TradeToWrite): SQL {
  const trade = paymentServiceOf(ctx).openTradeSql(tx, newTrade(t));
  return sql`tr as (${trade}), ${orderServiceOf(ctx).shopOrdersCtes(tx, newOrders(ctx, t))}`;
}

/** writeTrade's steps once the orders exist: the caller's per-order step, then the invoices asked for. */
export async function afterOrders(
  ctx: AppContext,
  tx: Tx,
  t: TradeToWrite,
  created: readonly { shopId: number; orderId: number }[],
): Promise<void> {
  for (const o of created) await t.onOrder?.(o.shopId, o.orderId);
  await invoiceServiceOf(ctx).request(tx, {
    userId: t.userId,
    at: t.at,
    choice: t.invoice,
    orders: created.map((o) => ({ ...o, amount: t.breakdown.shops.find((s) => s.shopId === o.shopId)!.actualTotal })),
  });
}

function newTrade(t: TradeToWrite): NewTrade {
  return { payNo: t.payNo, userId: t.userId, amount: t.breakdown.actualTotal, expiresAt: t.expiresAt, at: t.at };
}

/** The orders of the trade: one per shop of the breakdown, prices and reductions from the pipeline, commission snapshotted. */
function newOrders(ctx: AppContext, t: TradeToWrite): NewOrders {
  const settings = commerceSettingsOf(ctx);
  const { payNo, userId, at, expiresAt } = t;
  const byKey = new Map(t.lines.map((l) => [l.key, l]));
  return {
    payNo,
    userId,
    addr: t.addr,
    at,
    expiresAt,
    actor: `user:${userId}`,
    orders: t.breakdown.shops.map((s, i) => ({
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
  };
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
    weight: f.weight,
  };
}
