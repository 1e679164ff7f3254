import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../infra/db/schema/index.ts";
import { addressServiceOf } from "../modules/address/service.ts";
import { checkoutServiceOf } from "../modules/checkout/service.ts";
import { orderServiceOf } from "../modules/order/service.ts";
import { payOrder } from "../workflows/pay-order.ts";
import { refundServiceOf } from "../modules/refund/service.ts";
import { reviewServiceOf } from "../modules/review/service.ts";
import { walletServiceOf } from "../modules/wallet/service.ts";

/** The demo shoppers who place the seller center's demo orders (not sign-in accounts). */
const SHOPPERS = [
  { userName: "shopper-1", nickName: "王小明", mobile: "13900000001" },
  { userName: "shopper-2", nickName: "李华", mobile: "13900000002" },
  { userName: "shopper-3", nickName: "Emma Chen", mobile: "13900000003" },
] as const;

/**
 * What each shop's week looks like: an order per entry, placed `daysAgo` mall days back and taken
 * through the real services to its state — unpaid, to ship, shipped, received, completed
 * (reviewed), cancelled — plus two after-sales applications waiting for the shop: one to decide
 * and one whose goods the buyer has sent back.
 */
const WEEK = [
  { daysAgo: 6, to: "completed" },
  { daysAgo: 5, to: "received" },
  { daysAgo: 4, to: "returnShipped" },
  { daysAgo: 3, to: "shipped" },
  { daysAgo: 2, to: "cancelled" },
  { daysAgo: 1, to: "paid" },
  { daysAgo: 0, to: "paid" },
  { daysAgo: 0, to: "unpaid" },
  { daysAgo: 0, to: "refundApplied" },
] as const;
type Target = (typeof WEEK)[number]["to"];

/**
 * The seller center's demo orders, once: every open seeded shop gets a week of orders
 * in every state and after-sales waiting for it, so the console is alive on a fresh start. The
 * orders go through checkout, payment, shipping, receipt, review and after-sales like real ones;
 * afterwards their times are moved back to their day, and the shops' daily figures (kept by
 * triggers at payment time) are recomputed from the orders and refunds. Left out of module tests
 * (`demoOrders` false), which count orders of their own.
 */
export async function ensureShopOrdersDemo(ctx: AppContext, opts: { demoOrders: boolean }): Promise<void> {
  if (!opts.demoOrders) return;
  const db = ctx.database.db;
  const [done] = await ctx.database.query<{ n: number }>(
    "select count(*)::int as n from orders o join users u on u.user_id = o.user_id where u.user_name = 'shopper-1'",
  );
  if (Number(done?.n ?? 0) > 0) return;
  // The cheapest on-sale SKU with stock to spare of each open shop's ordinary products.
  const picks = await ctx.database.query<{ sku_id: number; prod_id: number; shop_id: number; price: number }>(
    `select distinct on (p.shop_id) k.sku_id, k.prod_id, p.shop_id, k.price
       from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
      where p.status = 1 and p.prod_type = 0 and k.status = 1 and s.status = 1 and k.stock > 20
        and k.price between 100 and 50000
      order by p.shop_id, k.price, k.sku_id`,
  );
  if (picks.length === 0) return;
  const shoppers = [];
  for (const s of SHOPPERS) shoppers.push(await shopper(ctx, s));

  const checkout = checkoutServiceOf(ctx);
  const orders = orderServiceOf(ctx);
  const after = refundServiceOf(ctx);
  const placed: { orderNumber: string; daysAgo: number }[] = [];
  let n = 0;
  for (const p of picks) {
    const shopId = Number(p.shop_id);
    for (const w of WEEK) {
      const b = shoppers[n++ % shoppers.length]!;
      const c = await checkout.confirm(
        b.userId,
        { buyNow: { prodId: Number(p.prod_id), skuId: Number(p.sku_id), count: 1 }, addrId: b.addrId },
        "zh",
      );
      const s = await checkout.submit(b.userId, {
        submitToken: c.submitToken,
        addrId: b.addrId,
        orderShopParams: [{ shopId, remarks: w.to === "paid" ? "请尽快发货，谢谢" : "" }],
      });
      const orderNumber = s.orderNumbers[0]!;
      placed.push({ orderNumber, daysAgo: w.daysAgo });
      await advance(ctx, w.to, { userId: b.userId, shopId, payNo: s.payNo, orderNumber });
    }
  }

  async function advance(
    c: AppContext,
    to: Target,
    o: { userId: number; shopId: number; payNo: string; orderNumber: string },
  ): Promise<void> {
    if (to === "unpaid") return;
    if (to === "cancelled") return orders.cancel(o.userId, o.orderNumber);
    await payOrder(c, o.userId, o.payNo, 1);
    if (to === "paid") return;
    await orders.ship(o.shopId, "seed", o.orderNumber, "顺丰速运", `SF${o.orderNumber.slice(-10)}`);
    if (to === "shipped") return;
    await orders.confirmReceipt(o.userId, o.orderNumber);
    if (to === "received") return;
    const [item] = await c.database.query<{ id: number }>(
      "select i.order_item_id as id from order_items i join orders x on x.order_id = i.order_id where x.order_number = $1",
      [o.orderNumber],
    );
    const orderItemId = Number(item!.id);
    if (to === "completed") {
      await reviewServiceOf(c).write(
        o.userId,
        { orderItemId, score: 5, content: "质量很好，物流也快，会回购", pics: [], isAnonymous: 0 },
        "zh",
      );
      return;
    }
    const applied = await after.apply(
      o.userId,
      {
        orderNumber: o.orderNumber,
        orderItemId,
        applyType: to === "returnShipped" ? 2 : 1,
        refundCount: 1,
        refundAmount: 100,
        buyerReason: to === "returnShipped" ? "quality" : "notWanted",
        buyerDesc: to === "returnShipped" ? "做工有瑕疵，已寄回" : "拍多了，申请退款",
        imgUrls: [],
      },
      "zh",
    );
    if (to === "returnShipped") {
      await after.accept(o.shopId, `seed:shop:${o.shopId}`, applied.refundSn);
      await after.ship(o.userId, applied.refundSn, "中通快递", `ZT${o.orderNumber.slice(-10)}`);
    }
  }

  // Move each order's times back to its day (the steps keep their order and spacing).
  for (const daysAgo of [...new Set(placed.map((p) => p.daysAgo))].filter((d) => d > 0)) {
    const numbers = placed.filter((p) => p.daysAgo === daysAgo).map((p) => p.orderNumber);
    const back = sql`${`${daysAgo} days`}::interval`;
    await db.execute(sql`
      update orders set created_at = created_at - ${back}, paid_at = paid_at - ${back},
        shipped_at = shipped_at - ${back}, received_at = received_at - ${back},
        completed_at = completed_at - ${back}, cancelled_at = cancelled_at - ${back}
      where order_number in ${sql.raw(`(${numbers.map((x) => `'${x}'`).join(",")})`)}`);
    await db.execute(sql`
      update order_events set at = at - ${back}
      where order_id in (select order_id from orders where order_number in ${sql.raw(`(${numbers.map((x) => `'${x}'`).join(",")})`)})`);
  }
  await recomputeDailyFigures(
    ctx,
    picks.map((p) => Number(p.shop_id)),
  );
}

/** The shops' daily paid and refunded figures again from their orders and refunds (visitors are kept). */
async function recomputeDailyFigures(ctx: AppContext, shopIds: number[]): Promise<void> {
  const ids = sql.raw(`(${shopIds.map((id) => Number(id)).join(",")})`);
  const db = ctx.database.db;
  await db.execute(
    sql`update shop_daily_stats set paid_amount = 0, paid_orders = 0, refund_amount = 0, refunds = 0 where shop_id in ${ids}`,
  );
  await db.execute(sql`
    insert into shop_daily_stats (shop_id, day, paid_amount, paid_orders)
    select shop_id, ((paid_at at time zone 'UTC') + interval '8 hours')::date, sum(actual_total), count(*)
    from orders where paid_at is not null and shop_id in ${ids} group by 1, 2
    on conflict (shop_id, day) do update set paid_amount = excluded.paid_amount, paid_orders = excluded.paid_orders`);
  await db.execute(sql`
    insert into shop_daily_stats (shop_id, day, refund_amount, refunds)
    select shop_id, ((coalesce(refunded_at, applied_at) at time zone 'UTC') + interval '8 hours')::date, sum(refund_amount), count(*)
    from refunds where status = 5 and shop_id in ${ids} group by 1, 2
    on conflict (shop_id, day) do update set refund_amount = excluded.refund_amount, refunds = excluded.refunds`);
}

/** A demo shopper with an address and a balance for the week's orders (created once). */
async function shopper(ctx: AppContext, s: (typeof SHOPPERS)[number]): Promise<{ userId: number; addrId: number }> {
  const db = ctx.database.db;
  const [had] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, s.userName)).limit(1);
  const userId =
    had?.userId ??
    (await db.insert(users).values({ userName: s.userName, nickName: s.nickName, mobile: s.mobile }).returning())[0]!
      .userId;
  const [addr] = await ctx.database.query<{ id: number }>(
    "select addr_id as id from user_addresses where user_id = $1 limit 1",
    [userId],
  );
  const addrId =
    addr?.id !== undefined
      ? Number(addr.id)
      : await addressServiceOf(ctx).add(
          userId,
          {
            receiver: s.nickName,
            mobile: s.mobile,
            provinceId: 11,
            cityId: 1101,
            areaId: 110101,
            addr: `王府井大街 ${userId % 100} 号`,
          },
          "zh",
        );
  await db.transaction((tx) =>
    walletServiceOf(ctx).post(tx, {
      userId,
      amount: 10_000_000,
      reason: "grant",
      refType: "seed",
      refId: `shop-orders-demo-${s.userName}`,
      at: new Date(),
    }),
  );
  return { userId, addrId };
}
