import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { products, seckills, shops, skus } from "../infra/db/schema/index.ts";
import { seckillServiceOf } from "../modules/seckill/service.ts";

const HOUR = 3_600_000;

/**
 * Demo flash sales whenever none is running or upcoming (a fresh start, or a demo database
 * started again days later): a session that started at the top of the current hour and runs
 * three hours, and the next session right after it — two products of each of the first three
 * open shops per session, the first SKU of each at about half price, 100 (running) / 50 (upcoming)
 * flash units, limit 2 per buyer. The gate loads their counters at start.
 */
export async function ensureSeckillDemo(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(seckills)
    .where(and(eq(seckills.status, 1), gt(seckills.endTime, now)));
  if (Number(live?.n ?? 0) > 0) return;
  const open = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(eq(shops.status, 1))
    .orderBy(shops.shopId)
    .limit(3);
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  const sessions = [
    { start: hour, stock: 100 },
    { start: hour + 3 * HOUR, stock: 50 },
  ];
  const svc = seckillServiceOf(ctx);
  for (const { shopId } of open) {
    // Products 5–8 of the shop by id: clear of the lowest ids the checkout tests price at list price.
    const picks = await db
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
      .limit(4)
      .offset(4);
    for (const [i, p] of picks.entries()) {
      const session = sessions[i % 2]!;
      await svc.create(shopId, {
        nameZh: i % 2 === 0 ? "整点秒杀" : "下一场秒杀",
        nameEn: i % 2 === 0 ? "On-the-hour flash sale" : "Next flash sale",
        prodId: p.prodId,
        startTime: new Date(session.start),
        endTime: new Date(session.start + 3 * HOUR),
        maxNum: 2,
        skus: [
          {
            skuId: Number(p.skuId),
            seckillPrice: Math.max(1, Math.round(Number(p.price) * 0.49)),
            stock: session.stock,
          },
        ],
      });
    }
  }
}
