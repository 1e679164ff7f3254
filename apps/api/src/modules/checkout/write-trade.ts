import { OrderStatus, type InvoiceChoice } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import type { OrderAddressSnapshot } from "../../infra/db/schema/index.ts";
import * as iq from "../invoice/queries.ts";
import * as oq from "../order/queries.ts";
import { ORDER_JOBS, cancelJobKey } from "../order/service.ts";
import { recordSubmitted } from "../order/state.ts";
import * as pq from "../payment/queries.ts";
import { newBizNumber } from "./ids.ts";
import { commissionOf, type PriceBreakdown } from "./pricing.ts";
import type { SnapshotLine } from "./service.ts";
import { commerceSettingsOf } from "./settings.ts";

export interface TradeToWrite {
  payNo: string;
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
  /** Called per order written (coupons attach to it, the flash sale records its units). */
  onOrder?: (shopId: number, orderId: number) => Promise<void>;
}

/**
 * Writes what a submit creates, in the caller's transaction, after stock was reserved: the trade,
 * one order per shop with its items (prices and reductions from the pipeline, commission
 * snapshotted), invoices asked for, the orders' first timeline entry and the unpaid timeout.
 * Shared by the ordinary checkout and the flash sale, so both create the same orders.
 */
export async function writeTrade(
  ctx: AppContext,
  tx: Tx,
  t: TradeToWrite,
): Promise<{ orderNumbers: string[]; orderIds: number[] }> {
  const settings = commerceSettingsOf(ctx);
  const { payNo, userId, at, expiresAt, addr, remarks } = t;
  const b = t.breakdown;
  const byKey = new Map(t.lines.map((l) => [l.key, l]));
  await pq.insertTrade(tx, { payNo, userId, amount: b.actualTotal, status: 0, expiresAt, createdAt: at });
  const orderNumbers: string[] = [];
  const orderIds: number[] = [];
  for (const s of b.shops) {
    const orderNumber = newBizNumber(at);
    const orderId = await oq.insertOrder(tx, {
      orderNumber,
      payNo,
      userId,
      shopId: s.shopId,
      status: OrderStatus.UNPAY,
      total: s.itemTotal,
      freight: s.freight,
      activityReduce: s.reductions.activity,
      shopDiscountReduce: s.reductions.shopDiscount,
      shopCouponReduce: s.reductions.shopCoupon,
      platformCouponReduce: s.reductions.platformCoupon,
      pointsReduce: s.reductions.points,
      actualTotal: s.actualTotal,
      productNums: s.count,
      remarks: remarks.get(s.shopId) ?? "",
      addr,
      createdAt: at,
      updatedAt: at,
    });
    orderNumbers.push(orderNumber);
    orderIds.push(orderId);
    await t.onOrder?.(s.shopId, orderId);
    await oq.insertItems(
      tx,
      s.lines.map((pl) => {
        const l = byKey.get(pl.key)!;
        const rate = l.shopType === 1 ? settings.commissionBp.selfRun : settings.commissionBp.ordinary;
        return {
          orderId,
          userId,
          shopId: l.shopId,
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
          actualTotal: pl.actualTotal,
          commissionRateBp: rate,
          commission: commissionOf(pl.actualTotal, rate),
        };
      }),
    );
    if (t.invoice && t.invoice.invoiceType === 1) {
      await iq.insertInvoice(tx, {
        orderId,
        userId,
        shopId: s.shopId,
        invoiceType: 1,
        headerType: t.invoice.headerType,
        headerName: t.invoice.headerName,
        taxNumber: t.invoice.taxNumber,
        amount: s.actualTotal,
        status: 1,
        appliedAt: at,
      });
    }
  }
  await recordSubmitted(tx, orderIds, at, `user:${userId}`);
  await ctx.jobs.schedule(
    ORDER_JOBS.cancelUnpaid,
    { payNo },
    { runAt: expiresAt, uniqueKey: cancelJobKey(payNo), db: tx },
  );
  return { orderNumbers, orderIds };
}
