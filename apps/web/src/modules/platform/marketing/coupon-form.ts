import type { CouponBody, MerchantCouponView, PromotionState } from "@souk/contract";
import dayjs, { type Dayjs } from "dayjs";

/** The platform coupon drawer's fields (amounts in yuan, the window as two pickers' instants). */
export interface CouponForm {
  couponNameZh: string;
  couponNameEn: string;
  couponType: 1 | 2;
  cashCondition: number;
  reduceAmount: number;
  couponDiscount: number;
  maxReduce: number;
  validTimeType: 1 | 2;
  validDays: number;
  window: [Dayjs, Dayjs];
  totalStock: number;
  limitNum: number;
}

/** The API's times are mall time (China, UTC+8) as `yyyy-MM-dd HH:mm:ss`. */
export function fromMallTime(s: string): Dayjs {
  return dayjs(`${s.replace(" ", "T")}+08:00`);
}

/** A new coupon's fields (collecting from now for a week) or an existing one's. */
export function couponFormOf(c: MerchantCouponView | null, now: Dayjs = dayjs()): Partial<CouponForm> {
  if (!c) {
    const start = now.second(0).millisecond(0);
    return {
      couponType: 1,
      cashCondition: 0,
      couponDiscount: 90,
      maxReduce: 0,
      validTimeType: 1,
      validDays: 7,
      limitNum: 1,
      window: [start, start.add(7, "day")],
    };
  }
  return {
    couponNameZh: c.couponNameZh,
    couponNameEn: c.couponNameEn,
    couponType: c.couponType,
    cashCondition: c.cashCondition,
    reduceAmount: c.reduceAmount,
    couponDiscount: c.couponDiscount,
    maxReduce: c.maxReduce,
    validTimeType: c.validTimeType,
    validDays: c.validDays || 7,
    window: [fromMallTime(c.startTime), fromMallTime(c.endTime)],
    totalStock: c.totalStock,
    limitNum: c.limitNum,
  };
}

/**
 * The body the API takes (the contract's couponBody, as the seller center sends it): a platform
 * coupon covers every product of the mall; the fields of the other type are sent neutral.
 */
export function couponBodyOf(v: CouponForm): CouponBody {
  return {
    couponNameZh: v.couponNameZh,
    couponNameEn: v.couponNameEn,
    couponType: v.couponType,
    cashCondition: v.cashCondition ?? 0,
    reduceAmount: v.couponType === 1 ? (v.reduceAmount ?? 0) : 0,
    couponDiscount: v.couponType === 2 ? v.couponDiscount : 99,
    maxReduce: v.couponType === 2 ? (v.maxReduce ?? 0) : 0,
    validTimeType: v.validTimeType,
    validDays: v.validTimeType === 2 ? v.validDays : 0,
    afterReceiveDays: 0,
    launchTime: v.window[0].toDate(),
    startTime: v.window[0].toDate(),
    endTime: v.window[1].toDate(),
    totalStock: v.totalStock,
    limitNum: v.limitNum,
    suitableProdType: 0,
    prodIds: [],
    categoryIds: [],
  } as CouponBody;
}

/** A coupon's state as the list filter computes it on the server (collecting from launchTime). */
export function couponStateOf(
  c: Pick<MerchantCouponView, "status" | "launchTime" | "endTime">,
  now: number = Date.now(),
): PromotionState {
  if (c.status !== 1) return "ended";
  if (fromMallTime(c.endTime).valueOf() <= now) return "ended";
  if (fromMallTime(c.launchTime).valueOf() > now) return "upcoming";
  return "running";
}
