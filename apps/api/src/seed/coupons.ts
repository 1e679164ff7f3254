import { sql } from "drizzle-orm";
import type { CouponBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { coupons, shops } from "../infra/db/schema/index.ts";
import { couponServiceOf } from "../modules/coupon/service.ts";

const DAY = 86_400_000;

/**
 * Demo coupons, once (when there are none): platform coupons running now (满199减20, ¥5 without a
 * threshold, 9 折 up to ¥50 valid 7 days from collection) and one upcoming; for the first six open
 * shops a 满99减10 and an 8.8 折 coupon running now, and an upcoming 满299减30. So the coupon
 * center, product detail, shop index, cart and checkout have coupons on a fresh start.
 */
export async function ensureCouponDemo(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  if (Number(has?.n ?? 0) > 0) return;
  const t = now.getTime();
  const running = { launchTime: new Date(t - DAY), startTime: new Date(t - DAY), endTime: new Date(t + 60 * DAY) };
  const upcoming = {
    launchTime: new Date(t + 2 * DAY),
    startTime: new Date(t + 2 * DAY),
    endTime: new Date(t + 30 * DAY),
  };
  const base = {
    couponType: 1,
    cashCondition: 0,
    reduceAmount: 0,
    couponDiscount: 99,
    maxReduce: 0,
    validTimeType: 1,
    afterReceiveDays: 0,
    validDays: 0,
    limitNum: 1,
    suitableProdType: 0,
    prodIds: [],
    categoryIds: [],
  } as const;
  const svc = couponServiceOf(ctx);
  const make = (
    shopId: number,
    b: Partial<CouponBody> & Pick<CouponBody, "couponNameZh" | "couponNameEn" | "totalStock">,
  ) => svc.create(shopId, { ...base, ...running, ...b } as CouponBody);

  await make(0, {
    couponNameZh: "平台满199减20",
    couponNameEn: "¥20 off ¥199",
    cashCondition: 199,
    reduceAmount: 20,
    totalStock: 5000,
  });
  await make(0, {
    couponNameZh: "平台无门槛5元券",
    couponNameEn: "¥5 off, no minimum",
    reduceAmount: 5,
    totalStock: 2000,
    limitNum: 2,
  });
  await make(0, {
    couponNameZh: "平台9折券（最高减50）",
    couponNameEn: "10% off (up to ¥50)",
    couponType: 2,
    couponDiscount: 90,
    maxReduce: 50,
    validTimeType: 2,
    validDays: 7,
    totalStock: 300,
  });
  await make(0, {
    couponNameZh: "平台满299减40",
    couponNameEn: "¥40 off ¥299",
    cashCondition: 299,
    reduceAmount: 40,
    totalStock: 1000,
    ...upcoming,
  });

  const open = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(sql`${shops.status} = 1`)
    .orderBy(shops.shopId)
    .limit(6);
  for (const { shopId } of open) {
    await make(shopId, {
      couponNameZh: "店铺满99减10",
      couponNameEn: "¥10 off ¥99",
      cashCondition: 99,
      reduceAmount: 10,
      totalStock: 500,
    });
    await make(shopId, {
      couponNameZh: "店铺8.8折券（最高减30）",
      couponNameEn: "12% off (up to ¥30)",
      couponType: 2,
      couponDiscount: 88,
      maxReduce: 30,
      totalStock: 200,
    });
    await make(shopId, {
      couponNameZh: "店铺满299减30",
      couponNameEn: "¥30 off ¥299",
      cashCondition: 299,
      reduceAmount: 30,
      totalStock: 300,
      ...upcoming,
    });
  }
}
