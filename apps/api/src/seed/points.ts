import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { pointsProducts, products, users } from "../infra/db/schema/index.ts";
import { pointsServiceOf, yearStart, mallYear, type PointsReason } from "../modules/points/service.ts";

/**
 * Points demo data, idempotent: the points mall's products when it has none (the first on-sale
 * products: one welcome gift for 100 points — what a new buyer's registration bonus buys — some
 * for points only, some for points plus cash) and a history for the demo buyer (posted with seed
 * references, so a second run adds nothing): last year's earnings, part of which expires at the end
 * of this year, this year's earnings and a spend.
 */
export async function ensurePointsDemo(ctx: AppContext, now: Date): Promise<void> {
  const db = ctx.database.db;
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(pointsProducts);
  if (Number(n?.n ?? 0) === 0) {
    const candidates = await db
      .select({ prodId: products.prodId, price: products.price })
      .from(products)
      .where(and(eq(products.status, 1), gt(products.totalStock, 0)))
      .orderBy(asc(products.prodId))
      .limit(40);
    // The welcome gift is the cheapest of them; then the first seven others.
    const gift = [...candidates].sort((a, b) => a.price - b.price || a.prodId - b.prodId)[0];
    const picks = gift ? [gift, ...candidates.filter((c) => c.prodId !== gift.prodId).slice(0, 7)] : [];
    const tens = (fen: number) => Math.max(10, Math.round(fen / 10) * 10);
    const rows = picks.map((p, i) => {
      if (i === 0) return { prodId: p.prodId, points: 100, cash: 0, seq: 0 }; // the welcome gift
      if (i % 2 === 1) return { prodId: p.prodId, points: tens(p.price), cash: 0, seq: i }; // 100 points per yuan
      return { prodId: p.prodId, points: tens(p.price / 2), cash: Math.floor(p.price / 2), seq: i }; // half points, half cash
    });
    if (rows.length)
      await db
        .insert(pointsProducts)
        .values(rows.map((r) => ({ ...r, updatedBy: "seed" })))
        .onConflictDoNothing();
  }
  const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, "demo")).limit(1);
  if (!demo) return;
  const year = mallYear(now);
  const day = (y: number, d: number) => new Date(yearStart(y).getTime() + d * 86_400_000 + 10 * 3_600_000);
  const history: [PointsReason, number, Date][] = [
    ["register", 100, day(year - 1, 30)],
    ["order_earn", 860, day(year - 1, 120)],
    ["review", 10, day(year - 1, 125)],
    ["order_spend", -300, day(year - 1, 200)],
    ["order_earn", 1299, day(year, 20)],
    ["grant", 2000, day(year, 40)],
    ["review", 10, day(year, 45)],
  ];
  const svc = pointsServiceOf(ctx);
  await db.transaction(async (tx) => {
    for (const [i, [reason, points, at]] of history.entries())
      await svc.post(tx, {
        userId: demo.userId,
        points,
        reason,
        refType: "seed",
        refId: `demo-${i}`,
        at: at < now ? at : now,
      });
  });
}
