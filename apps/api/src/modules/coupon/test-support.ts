/** Helpers of the coupon tests (not loaded by the app). */
import type { CouponBody } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { couponServiceOf } from "./service.ts";

const DAY = 86_400_000;

/** A coupon body: 满`condition`减`reduce` (yuan) valid from yesterday for 30 days, unless overridden. */
export function couponOf(over: Partial<CouponBody> = {}): CouponBody {
  const now = Date.now();
  return {
    couponNameZh: "测试券",
    couponNameEn: "Test coupon",
    couponType: 1,
    cashCondition: 0,
    reduceAmount: 5,
    couponDiscount: 99,
    maxReduce: 0,
    validTimeType: 1,
    launchTime: new Date(now - DAY),
    startTime: new Date(now - DAY),
    endTime: new Date(now + 30 * DAY),
    afterReceiveDays: 0,
    validDays: 0,
    totalStock: 100,
    limitNum: 1,
    suitableProdType: 0,
    prodIds: [],
    categoryIds: [],
    ...over,
  };
}

export async function makeCoupon(t: TestApp, shopId: number, over: Partial<CouponBody> = {}): Promise<number> {
  return couponServiceOf(t.ctx).create(shopId, couponOf(over));
}

/** Gives a buyer a coupon straight in the database (for windows a collect would refuse). Answers its couponUserId. */
export async function giveCoupon(
  t: TestApp,
  userId: number,
  couponId: number,
  window: { start: Date; end: Date },
  status = 1,
): Promise<number> {
  const [c] = await t.ctx.database.query<{ shop_id: number }>("select shop_id from coupons where coupon_id = $1", [
    couponId,
  ]);
  const [r] = await t.ctx.database.query<{ id: string }>(
    `insert into user_coupons (coupon_id, user_id, shop_id, status, start_time, end_time, received_at)
     values ($1, $2, $3, $4, $5, $6, now()) returning coupon_user_id as id`,
    [couponId, userId, Number(c!.shop_id), status, window.start.toISOString(), window.end.toISOString()],
  );
  return Number(r!.id);
}
