import {
  ORDER_STATUS_LABELS,
  OrderStatus,
  fenToYuan,
  type Locale,
  type OrderActions,
  type OrderDetail,
  type OrderItemView,
  type OrderListItem,
  type OrderStatusValue,
  type OrderTimelineEntry,
} from "@souk/contract";
import { pick } from "../../infra/http/locale.ts";
import { localizedRegions } from "../address/localized.ts";
import { mallDateTime } from "../../infra/time.ts";
import type { InvoiceRow, OrderEventRow, OrderItemRow, OrderWithShop } from "./queries.ts";
import { DELETABLE_STATUSES, canTransition } from "./state.ts";
import { PAY_TYPE_NAMES } from "./texts.ts";

const dt = (d: Date | null | undefined) => (d ? mallDateTime(d) : null);

const EVENT_NAMES: Record<string, string> = {
  submit: "submitted",
  pay: "paid",
  groupPay: "paid",
  ship: "shipped",
  receive: "received",
  evaluate: "evaluated",
  cancel: "canceled",
  groupFailed: "canceled",
  groupFormed: "grouped",
};

export function itemView(i: OrderItemRow, locale: Locale): OrderItemView {
  return {
    orderItemId: i.orderItemId,
    prodId: i.prodId,
    skuId: i.skuId,
    prodName: pick(locale, i.prodNameZh, i.prodNameEn),
    skuName: pick(locale, i.skuNameZh, i.skuNameEn),
    pic: i.pic,
    price: fenToYuan(i.price),
    count: i.count,
    productTotalAmount: fenToYuan(i.total),
    actualTotal: fenToYuan(i.actualTotal),
    commStatus: i.commStatus === 1 ? 1 : 0,
  };
}

export function actionsOf(o: OrderWithShop, items: OrderItemRow[], nowMs: number): OrderActions {
  const unpaidOpen = o.status === OrderStatus.UNPAY && o.tradeExpiresAt.getTime() > nowMs;
  return {
    pay: unpaidOpen,
    cancel: canTransition(o.status, "cancel"),
    confirmReceipt: canTransition(o.status, "receive"),
    delete: (DELETABLE_STATUSES as readonly number[]).includes(o.status),
    buyAgain: o.status !== OrderStatus.UNPAY,
    review: o.status === OrderStatus.CONFIRM && items.some((i) => i.commStatus === 0),
    afterSales:
      o.status === OrderStatus.PAYED || o.status === OrderStatus.CONSIGNMENT || o.status === OrderStatus.CONFIRM,
  };
}

/**
 * The member discount of an order (ADR 0020-membership): orders keep no column of their own for it
 * (the lines' `reduce` include it), so it is what the amounts leave after the other reductions.
 */
export function memberReduceOf(o: {
  total: number;
  freight: number;
  actualTotal: number;
  activityReduce: number;
  shopDiscountReduce: number;
  shopCouponReduce: number;
  platformCouponReduce: number;
  pointsReduce: number;
}): number {
  const known = o.activityReduce + o.shopDiscountReduce + o.shopCouponReduce + o.platformCouponReduce + o.pointsReduce;
  return Math.max(0, o.total + o.freight - o.actualTotal - known);
}

export function listItemView(o: OrderWithShop, items: OrderItemRow[], locale: Locale, nowMs: number): OrderListItem {
  const status = o.status as OrderStatusValue;
  const lines = items.map((i) => itemView(i, locale));
  const reduce =
    o.activityReduce +
    o.shopDiscountReduce +
    o.shopCouponReduce +
    o.platformCouponReduce +
    o.pointsReduce +
    memberReduceOf(o);
  return {
    orderNumber: o.orderNumber,
    payNo: o.payNo,
    shopId: o.shopId,
    shopName: pick(locale, o.shopNameZh, o.shopNameEn),
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    createTime: mallDateTime(o.createdAt),
    endTime: status === OrderStatus.UNPAY ? mallDateTime(o.tradeExpiresAt) : null,
    orderType: o.orderType,
    total: fenToYuan(o.total),
    transfee: fenToYuan(o.freight),
    reduceAmount: fenToYuan(reduce),
    actualTotal: fenToYuan(o.actualTotal),
    productNums: o.productNums,
    items: lines,
    orderItemDtos: lines,
    actions: actionsOf(o, items, nowMs),
  };
}

export function detailView(
  o: OrderWithShop,
  items: OrderItemRow[],
  events: OrderEventRow[],
  invoice: InvoiceRow | undefined,
  locale: Locale,
  nowMs: number,
  autoReceiptAt: Date | null,
): OrderDetail {
  const timeline: OrderTimelineEntry[] = events.map((e) => ({
    status: e.toStatus as OrderStatusValue,
    label: ORDER_STATUS_LABELS[e.toStatus as OrderStatusValue],
    event: EVENT_NAMES[e.event] ?? e.event,
    time: mallDateTime(e.at),
  }));
  const userAddr = localizedRegions(
    {
      receiver: o.addr.receiver,
      mobile: o.addr.mobile,
      province: o.addr.province,
      city: o.addr.city,
      area: o.addr.area,
      addr: o.addr.addr,
    },
    locale,
  );
  return {
    ...listItemView(o, items, locale, nowMs),
    userAddr,
    userAddrDto: userAddr,
    remarks: o.remarks,
    payTime: dt(o.paidAt),
    deliveryTime: dt(o.shippedAt),
    finallyTime: dt(o.receivedAt),
    completeTime: dt(o.completedAt),
    cancelTime: dt(o.cancelledAt),
    closeType: o.closeType,
    payType: o.payType,
    payTypeName: o.payType !== null ? (PAY_TYPE_NAMES[o.payType]?.[locale] ?? null) : null,
    activityReduce: fenToYuan(o.activityReduce),
    shopDiscountReduce: fenToYuan(o.shopDiscountReduce),
    shopCouponReduce: fenToYuan(o.shopCouponReduce),
    platformCouponReduce: fenToYuan(o.platformCouponReduce),
    pointsReduce: fenToYuan(o.pointsReduce),
    memberReduce: fenToYuan(memberReduceOf(o)),
    timeline,
    logistics:
      o.carrier && o.trackingNumber && o.shippedAt
        ? { carrier: o.carrier, trackingNumber: o.trackingNumber, deliveryTime: mallDateTime(o.shippedAt) }
        : null,
    invoice: invoice
      ? {
          invoiceType: 1,
          headerType: invoice.headerType === 2 ? 2 : 1,
          headerName: invoice.headerName,
          taxNumber: invoice.taxNumber,
          status: invoice.status === 2 ? 2 : 1,
          statusLabel: invoice.status === 2 ? "invoiced" : "applying",
        }
      : null,
    autoReceiptTime: o.status === OrderStatus.CONSIGNMENT && autoReceiptAt ? mallDateTime(autoReceiptAt) : null,
    totalNum: o.productNums,
    discountMoney: fenToYuan(o.activityReduce + o.shopDiscountReduce + memberReduceOf(o)),
    couponMoney: fenToYuan(o.shopCouponReduce + o.platformCouponReduce),
  };
}
