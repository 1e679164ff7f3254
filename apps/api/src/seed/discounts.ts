import { and, desc, eq, sql } from "drizzle-orm";
import type { DiscountBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { discounts, products, shops } from "../infra/db/schema/index.ts";
import { discountServiceOf } from "../modules/discount/service.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo discount activities, once (when there are none), for the first three open shops, each on
 * its newest products (so the lowest product ids stay at list price for the pricing tests):
 * a running limited-time price (8.5 折 / ¥10 off each), a running tier activity (满¥199减¥20,
 * 满¥399减¥50 / 满2件9折, 满3件8折) and an upcoming limited-time 7 折 — so /special-discount,
 * /discount-detail, product cards and the cart have content on a fresh start.
 */
export async function ensureDiscountDemo(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(discounts);
  if (Number(has?.n ?? 0) > 0) return;
  const t = now.getTime();
  const open = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(eq(shops.status, 1))
    .orderBy(shops.shopId)
    .limit(3);
  const svc = discountServiceOf(ctx);
  const base = {
    priceRule: 0,
    priceValue: 0,
    discountRule: 0,
    discountType: 0,
    discountItemList: [],
    maxReduceAmount: 0,
    suitableSpuType: 1,
  } as const;
  for (const [i, { shopId }] of open.entries()) {
    const newest = await db
      .select({ prodId: products.prodId })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.status, 1)))
      .orderBy(desc(products.prodId))
      .limit(12);
    const ids = newest.map((p) => p.prodId);
    if (ids.length < 3) continue;
    const [a, b, c] = [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8, 12)];
    const make = (
      x: Partial<DiscountBody> & Pick<DiscountBody, "discountNameZh" | "discountNameEn" | "activityType">,
    ) =>
      svc.create(shopId, {
        ...base,
        startTime: new Date(t - HOUR),
        endTime: new Date(t + (3 + i) * DAY),
        ...x,
      } as DiscountBody);
    await make(
      i === 1
        ? {
            discountNameZh: "限时特惠 每件立减10元",
            discountNameEn: "Flash deal: ¥10 off each",
            activityType: 1,
            priceRule: 1,
            priceValue: 10,
            spuIds: a,
          }
        : {
            discountNameZh: "限时特惠 8.5折",
            discountNameEn: "Flash deal: 15% off",
            activityType: 1,
            priceRule: 0,
            priceValue: 85,
            spuIds: a,
          },
    );
    if (b.length > 0)
      await make(
        i === 1
          ? {
              discountNameZh: "满件打折 满2件9折",
              discountNameEn: "Buy 2, get 10% off",
              activityType: 2,
              discountRule: 3,
              discountItemList: [
                { needAmount: 2, discount: 90 },
                { needAmount: 3, discount: 80 },
              ],
              spuIds: b,
            }
          : {
              discountNameZh: "满减 满199减20",
              discountNameEn: "¥20 off ¥199",
              activityType: 2,
              discountRule: 0,
              discountItemList: [
                { needAmount: 199, discount: 20 },
                { needAmount: 399, discount: 50 },
              ],
              spuIds: b,
            },
      );
    if (c.length > 0)
      await make({
        discountNameZh: "即将开始 7折特惠",
        discountNameEn: "Coming soon: 30% off",
        activityType: 1,
        priceRule: 0,
        priceValue: 70,
        spuIds: c,
        startTime: new Date(t + 2 * DAY),
        endTime: new Date(t + 9 * DAY),
      });
  }
}
