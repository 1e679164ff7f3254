import { and, asc, eq, gt, sql } from "drizzle-orm";
import { PayType } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { groupActivities, products, shops, skus, users } from "../infra/db/schema/index.ts";
import { addressServiceOf } from "../modules/address/service.ts";
import { groupBuyServiceOf } from "../modules/groupbuy/service.ts";
import { payOrder } from "../workflows/pay-order.ts";
import { walletServiceOf } from "../modules/wallet/service.ts";

const DAY = 86_400_000;

/** Leaders of the demo's open groups (nicknames shown masked on the storefront). */
const LEADERS = ["拼团达人小王", "爱购物的阿梅", "省钱小能手", "周末买买买", "果园李大叔", "数码控老张"];

/**
 * Demo group-buy activities whenever none is running (a fresh start, or a demo database started
 * again days later): two products of each of the first three open shops (products 9–10 of the shop
 * by id, clear of the flash sales' 5–8), the first SKU of each at about 60 % of its price, groups
 * of 2 (first product) or 3 (second), an open group waits a day, running a week from an hour ago.
 * With `demoOrders` (not in most tests) each activity gets an open group that real orders started
 * — demo buyers who submitted and paid with their balance through the same services as the
 * storefront — so the detail page shows groups to join (the demo buyer can complete one).
 */
export async function ensureGroupBuyDemo(
  ctx: AppContext,
  now = new Date(),
  opts = { demoOrders: true },
): Promise<void> {
  const db = ctx.database.db;
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupActivities)
    .where(and(eq(groupActivities.status, 1), gt(groupActivities.endTime, now)));
  if (Number(live?.n ?? 0) > 0) return;
  const open = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(eq(shops.status, 1))
    .orderBy(shops.shopId)
    .limit(3);
  const svc = groupBuyServiceOf(ctx);
  const created: { id: number; shopId: number; groupNumber: number; price: number }[] = [];
  for (const { shopId } of open) {
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
      .limit(2)
      .offset(8);
    for (const [i, p] of picks.entries()) {
      const groupNumber = i === 0 ? 2 : 3;
      const price = Math.max(1, Math.round(Number(p.price) * 0.6));
      const id = await svc.create(shopId, {
        nameZh: groupNumber === 2 ? "两人拼团" : "三人成团",
        nameEn: groupNumber === 2 ? "Team up with a friend" : "Group of three",
        prodId: p.prodId,
        startTime: new Date(now.getTime() - 3_600_000),
        endTime: new Date(now.getTime() + 7 * DAY),
        groupNumber,
        groupValidMinutes: 24 * 60,
        maxNum: 5,
        skus: [{ skuId: Number(p.skuId), groupPrice: price }],
      });
      created.push({ id, shopId, groupNumber, price });
    }
  }
  if (!opts.demoOrders) return;
  svc.register(); // paying must join groups even before the app is built (main.ts seeds first)
  let n = 0;
  for (const a of created) {
    const [k] = await ctx.database.query<{ id: number }>(
      "select group_sku_id as id from group_skus where group_activity_id = $1 order by group_sku_id limit 1",
      [a.id],
    );
    if (!k) continue;
    // One open group per activity: its leader, and for groups of three a second member.
    let teamId = 0;
    for (let m = 0; m < a.groupNumber - 1; m++) {
      const userId = await demoBuyer(ctx, LEADERS[n++ % LEADERS.length]!, n, a.price);
      const addrId = (await addressServiceOf(ctx).list(userId))[0]!.addrId;
      const r = await svc.submit(userId, { groupSkuId: Number(k.id), count: 1, groupTeamId: teamId, addrId });
      await payOrder(ctx, userId, r.payNo, PayType.BALANCE);
      if (teamId === 0) {
        const [t] = await ctx.database.query<{ id: number }>(
          "select g.group_team_id as id from group_orders g join orders o on o.order_id = g.order_id where o.order_number = $1",
          [r.orderNumbers[0]],
        );
        teamId = Number(t!.id);
      }
    }
  }
}

/** A demo buyer (no password: not a login) with an address and the balance for one group order of `fen`. */
async function demoBuyer(ctx: AppContext, nickName: string, n: number, fen: number): Promise<number> {
  const db = ctx.database.db;
  const userName = `groupbuy-demo-${n}`;
  const [had] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, userName)).limit(1);
  const userId = had?.userId ?? (await db.insert(users).values({ userName, nickName }).returning())[0]!.userId;
  if (!had) {
    await addressServiceOf(ctx).add(
      userId,
      {
        receiver: nickName,
        mobile: "13800138000",
        provinceId: 11,
        cityId: 1101,
        areaId: 110101,
        addr: "东长安街1号院",
      },
      "zh",
    );
  }
  await db.transaction((tx) =>
    walletServiceOf(ctx).post(tx, {
      userId,
      amount: fen,
      reason: "grant",
      refType: "seed",
      refId: `groupbuy-demo-${n}-${Date.now()}`,
      at: new Date(),
    }),
  );
  return userId;
}
