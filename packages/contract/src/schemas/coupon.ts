import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idOrZeroSchema, idSchema, integerInput } from "../validation.ts";

/*
 * Coupons (mall4cloud §3.13, mall4j dialect paths: `/ma/coupon/...` public with optional login,
 * `/p/my_coupon/...` the buyer's, `/m/coupon/...` the shop's). Money on the wire in yuan.
 * couponType 1 cash-off (reduceAmount over cashCondition; 0 = no threshold), 2 percentage
 * (couponDiscount per cent paid, 85 = 8.5 折, at most maxReduce off when > 0).
 * validTimeType 1 fixed (startTime–endTime), 2 relative (afterReceiveDays, validDays).
 * suitableProdType 0 all, 1 listed products (prodIds), 5 listed categories (categoryIds).
 */

/** One coupon as the coupon center, product detail, shop index and cart show it. */
export const couponView = z.object({
  couponId: z.number(),
  /** 0 = platform coupon. */
  shopId: z.number(),
  shopName: z.string(),
  couponName: z.string(),
  couponType: z.literal([1, 2]),
  cashCondition: z.number(),
  reduceAmount: z.number(),
  couponDiscount: z.number(),
  maxReduce: z.number(),
  validTimeType: z.literal([1, 2]),
  /** Collectable from (yyyy-MM-dd HH:mm:ss, China time). */
  launchTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  afterReceiveDays: z.number(),
  validDays: z.number(),
  suitableProdType: z.literal([0, 1, 5]),
  totalStock: z.number(),
  stocks: z.number(),
  /** Per cent still available (0–100). */
  remainPercent: z.number(),
  limitNum: z.number(),
  /** How many the signed-in buyer has collected (0 for visitors). */
  hasReceive: z.number(),
  /** 1 collectable now, 2 not yet (launchTime ahead), 3 sold out, 4 limit reached. */
  receiveState: z.literal([1, 2, 3, 4]),
});
export type CouponView = z.infer<typeof couponView>;

/** `GET /ma/coupon/general_coupon_list` (platform) and `/ma/coupon/get_coupon_page` (shops) */
export const couponPageQuery = pageQuery.extend({ shopId: idOrZeroSchema.optional() });

/** `GET /ma/coupon/get_shop_or_spu_coupon_list?shopId=&spuId=` */
export const shopOrSpuCouponQuery = z.object({ shopId: idSchema, spuId: idSchema.optional() });

/** `GET /ma/coupon/by_ids?ids=3,7`: the coupons a decorated page offers (at most 10, in that order). */
export const couponIdsQuery = z.object({
  ids: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter(Boolean).map(integerInput) : v),
    z
      .array(idSchema, { error: "v.positiveInt" })
      .min(1, { error: "v.positiveInt" })
      .max(10, { error: "v.positiveInt" }),
  ),
});

/** `POST /p/my_coupon/receive` — the body is the couponId (mall4cloud) or {couponId}. */
export const receiveCouponBody = z.preprocess(
  (v) => (typeof v === "number" || typeof v === "string" ? { couponId: v } : v),
  z.object({ couponId: idSchema }),
);

/** My coupons' statuses (mall4cloud): 0 expired, 1 unused, 2 used. */
export const MyCouponStatus = { EXPIRED: 0, UNUSED: 1, USED: 2 } as const;

/** `GET /p/my_coupon/get_page?status=&type=` — type 0 all, 1 platform, 2 shop. */
export const myCouponQuery = pageQuery.extend({
  status: z.coerce
    .number({ error: "v.couponStatus" })
    .int()
    .min(0, { error: "v.couponStatus" })
    .max(2, { error: "v.couponStatus" })
    .default(1),
  type: z.coerce.number().int().min(0).max(2).default(0),
});

export const myCouponView = couponView
  .omit({
    receiveState: true,
    hasReceive: true,
    remainPercent: true,
    stocks: true,
    totalStock: true,
    limitNum: true,
    launchTime: true,
  })
  .extend({
    couponUserId: z.number(),
    /** 0 expired, 1 unused, 2 used (or locked in an unpaid order: `locked`). */
    status: z.literal([0, 1, 2]),
    locked: z.boolean(),
    receiveTime: z.string(),
    /** This coupon user's own window. */
    userStartTime: z.string(),
    userEndTime: z.string(),
  });
export type MyCouponView = z.infer<typeof myCouponView>;

/** `GET /p/my_coupon/get_my_coupons_status_or_type_count` */
export const myCouponCounts = z.object({
  unUseCount: z.number(),
  usedCount: z.number(),
  expiredCount: z.number(),
  /** Unused coupons: all, platform, shop (the mall4cloud keys). */
  allCount: z.number(),
  platformCount: z.number(),
  multishopCount: z.number(),
});
export type MyCouponCounts = z.infer<typeof myCouponCounts>;

/** A coupon of the buyer at checkout (mall4cloud CouponOrderVO). */
export const couponOrderView = z.object({
  couponId: z.number(),
  couponUserId: z.number(),
  couponName: z.string(),
  shopId: z.number(),
  couponType: z.literal([1, 2]),
  cashCondition: z.number(),
  reduceAmount: z.number(),
  couponDiscount: z.number(),
  maxReduce: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  canUse: z.boolean(),
  isChoose: z.boolean(),
  /** Why it cannot be used here (localized), when canUse is false. */
  unusableReason: z.string().nullable(),
  /** What it would take off this order (yuan). */
  reduce: z.number(),
});
export type CouponOrderView = z.infer<typeof couponOrderView>;

// ---------------------------------------------------------------- the shop side

const yuan = z.coerce
  .number({ error: "v.couponAmount" })
  .min(0, { error: "v.couponAmount" })
  .max(1_000_000, { error: "v.couponAmount" });
const time = z.coerce.date({ error: "v.couponTime" });

/** `POST /m/coupon` / `PUT /m/coupon/:couponId` (and the CLI for platform coupons). Amounts in yuan. */
export const couponBody = z
  .object({
    couponNameZh: z
      .string({ error: "v.couponName" })
      .trim()
      .min(1, { error: "v.couponName" })
      .max(30, { error: "v.couponName" }),
    couponNameEn: z
      .string({ error: "v.couponName" })
      .trim()
      .min(1, { error: "v.couponName" })
      .max(60, { error: "v.couponName" }),
    couponType: z.coerce
      .number({ error: "v.couponType" })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: "v.couponType" })),
    cashCondition: yuan.default(0),
    reduceAmount: yuan.default(0),
    couponDiscount: z.coerce
      .number({ error: "v.couponDiscount" })
      .int({ error: "v.couponDiscount" })
      .min(1, { error: "v.couponDiscount" })
      .max(99, { error: "v.couponDiscount" })
      .default(99),
    maxReduce: yuan.default(0),
    validTimeType: z.coerce
      .number({ error: "v.couponTime" })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: "v.couponTime" })),
    launchTime: time.optional(),
    startTime: time,
    endTime: time,
    afterReceiveDays: z.coerce.number().int().min(0).max(365).default(0),
    validDays: z.coerce.number().int().min(0).max(3650).default(0),
    totalStock: z.coerce
      .number({ error: "v.couponStock" })
      .int({ error: "v.couponStock" })
      .min(1, { error: "v.couponStock" })
      .max(1_000_000, { error: "v.couponStock" }),
    limitNum: z.coerce.number().int().min(1).max(100).default(1),
    suitableProdType: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(5)], { error: "v.couponRule" }))
      .default(0),
    prodIds: z.array(idSchema).max(500).default([]),
    categoryIds: z.array(idSchema).max(100).default([]),
  })
  .refine((v) => v.endTime.getTime() > v.startTime.getTime(), { error: "v.couponTime", path: ["endTime"] })
  .refine((v) => v.couponType !== 1 || v.reduceAmount > 0, { error: "v.couponRule", path: ["reduceAmount"] })
  .refine((v) => v.validTimeType !== 2 || v.validDays > 0, { error: "v.couponRule", path: ["validDays"] })
  .refine((v) => v.suitableProdType !== 1 || v.prodIds.length > 0, { error: "v.couponRule", path: ["prodIds"] })
  .refine((v) => v.suitableProdType !== 5 || v.categoryIds.length > 0, {
    error: "v.couponRule",
    path: ["categoryIds"],
  });
export type CouponBody = z.output<typeof couponBody>;

export const couponIdParams = z.object({ couponId: idSchema });

/** A coupon as its shop sees it (`GET /m/coupon/page`). */
export const merchantCouponView = couponView.extend({
  couponNameZh: z.string(),
  couponNameEn: z.string(),
  /** 1 on, 0 ended. */
  status: z.literal([0, 1]),
  prodIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  /** Collected, used. */
  receivedCount: z.number(),
  usedCount: z.number(),
});
export type MerchantCouponView = z.infer<typeof merchantCouponView>;
