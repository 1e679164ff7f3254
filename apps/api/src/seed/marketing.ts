import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { CouponBody, DiscountBody } from "@souk/contract";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppContext } from "../context.ts";
import { coupons, discounts, groupActivities, products, seckills, shops, skus } from "../infra/db/schema/index.ts";
import { couponServiceOf } from "../modules/coupon/service.ts";
import { discountServiceOf } from "../modules/discount/service.ts";
import { groupBuyServiceOf } from "../modules/groupbuy/service.ts";
import { seckillServiceOf } from "../modules/seckill/service.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Kind = typeof coupons | typeof discounts | typeof groupActivities | typeof seckills;

/**
 * A running promotion of each kind (coupon, discount, group buy, flash sale) for every open shop
 * that has none running, after the richer demos of the first shops (seed/coupons.ts, discounts.ts,
 * groupbuys.ts, seckills.ts): so every shop's seller center has each marketing page alive on a
 * fresh start. Products are picked as those demos pick them (discount: the newest four; group
 * buy: the ninth by id; flash sale: the fifth by id; earlier ones in a shop with fewer), clear of the lowest ids the checkout tests
 * price at list price.
 */
export async function ensureEveryShopPromotions(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const t = now.getTime();
  const open = await db.select({ shopId: shops.shopId }).from(shops).where(eq(shops.status, 1)).orderBy(shops.shopId);
  const running = async (table: Kind, shopId: number, start: PgColumn = table.startTime) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.shopId, shopId), eq(table.status, 1), lte(start, now), gt(table.endTime, now)));
    return Number(row?.n ?? 0) > 0;
  };
  // The product at `offsets[0]` by id, else at the next offset (a shop with few products).
  const pick = async (shopId: number, offsets: number[]) => {
    for (const offset of offsets) {
      const found = await pickAt(shopId, offset);
      if (found.length) return found;
    }
    return [];
  };
  const pickAt = (shopId: number, offset: number) =>
    db
      .select({
        prodId: products.prodId,
        skuId: sql<number>`min(${skus.skuId})::int`,
        price: sql<number>`min(${skus.price})::bigint`,
      })
      .from(products)
      .innerJoin(skus, and(eq(skus.prodId, products.prodId), eq(skus.status, 1)))
      .where(and(eq(products.shopId, shopId), eq(products.status, 1)))
      .groupBy(products.prodId)
      .orderBy(asc(products.prodId))
      .limit(1)
      .offset(offset);
  for (const { shopId } of open) {
    if (!(await running(coupons, shopId, coupons.launchTime)))
      await couponServiceOf(ctx).create(shopId, {
        couponNameZh: "店铺满99减10",
        couponNameEn: "¥10 off ¥99",
        couponType: 1,
        cashCondition: 99,
        reduceAmount: 10,
        couponDiscount: 99,
        maxReduce: 0,
        validTimeType: 1,
        launchTime: new Date(t - DAY),
        startTime: new Date(t - DAY),
        endTime: new Date(t + 60 * DAY),
        afterReceiveDays: 0,
        validDays: 0,
        totalStock: 500,
        limitNum: 1,
        suitableProdType: 0,
        prodIds: [],
        categoryIds: [],
      } satisfies CouponBody);
    if (!(await running(discounts, shopId))) {
      // The newest four, never the shop's four lowest ids (the checkout tests price those at list price).
      const ids = (
        await db
          .select({ prodId: products.prodId })
          .from(products)
          .where(and(eq(products.shopId, shopId), eq(products.status, 1)))
          .orderBy(asc(products.prodId))
      ).map((r) => r.prodId);
      const newest = ids
        .slice(4)
        .slice(-4)
        .map((prodId) => ({ prodId }));
      if (newest.length)
        await discountServiceOf(ctx).create(shopId, {
          discountNameZh: "限时特惠 8.5折",
          discountNameEn: "Flash deal: 15% off",
          activityType: 1,
          priceRule: 0,
          priceValue: 85,
          discountRule: 0,
          discountType: 0,
          discountItemList: [],
          maxReduceAmount: 0,
          suitableSpuType: 1,
          spuIds: newest.map((p) => p.prodId),
          startTime: new Date(t - HOUR),
          endTime: new Date(t + 7 * DAY),
        } satisfies DiscountBody);
    }
    if (!(await running(groupActivities, shopId))) {
      const [p] = await pick(shopId, [8, 2]);
      if (p)
        await groupBuyServiceOf(ctx).create(shopId, {
          nameZh: "两人拼团",
          nameEn: "Team up with a friend",
          prodId: p.prodId,
          startTime: new Date(t - HOUR),
          endTime: new Date(t + 7 * DAY),
          groupNumber: 2,
          groupValidMinutes: 24 * 60,
          maxNum: 5,
          skus: [{ skuId: Number(p.skuId), groupPrice: Math.max(1, Math.round(Number(p.price) * 0.6)) }],
        });
    }
    if (!(await running(seckills, shopId))) {
      const [p] = await pick(shopId, [4, 1]);
      const hour = Math.floor(t / HOUR) * HOUR;
      if (p)
        await seckillServiceOf(ctx).create(shopId, {
          nameZh: "整点秒杀",
          nameEn: "On-the-hour flash sale",
          prodId: p.prodId,
          startTime: new Date(hour),
          endTime: new Date(hour + 3 * HOUR),
          maxNum: 2,
          skus: [{ skuId: Number(p.skuId), seckillPrice: Math.max(1, Math.round(Number(p.price) * 0.49)), stock: 100 }],
        });
    }
  }
}
