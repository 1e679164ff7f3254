import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { hashPassword } from "../infra/auth/password-hash.ts";
import { mallDate, nowMs } from "../infra/time.ts";
import { financeServiceOf } from "../modules/finance/service.ts";
import { refundServiceOf } from "../modules/refund/service.ts";
import { DEMO_STAFF_PASSWORD } from "./commerce.ts";

/**
 * The platform's demo staff besides the super administrator `platform`: one account of each other
 * role (password souk1234). Names start with `platform_`, never clashing with the shops'
 * shop<id>/ops<id>/ship<id>/cs<id>. Idempotent (taken names are skipped).
 */
export const DEMO_PLATFORM_STAFF = [
  { userName: "platform_ops", role: "operations", name: "平台运营 Operations" },
  { userName: "platform_service", role: "service", name: "平台客服 Service" },
  { userName: "platform_finance", role: "finance", name: "平台财务 Finance" },
] as const;

export async function ensurePlatformStaffDemo(ctx: AppContext): Promise<void> {
  const [n] = await ctx.database.query<{ n: number }>(
    "select count(*)::int as n from shop_staff where shop_id is null and user_name like 'platform\\_%'",
  );
  if (Number(n?.n ?? 0) > 0) return;
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const s of DEMO_PLATFORM_STAFF)
    await ctx.database.db.execute(sql`
      insert into shop_staff (shop_id, user_name, password_hash, role, name)
      values (null, ${s.userName}, ${hash}, ${s.role}, ${s.name}) on conflict do nothing`);
}

/**
 * The finance report's demo (after the shops' demo orders): categories at different commission
 * rates; in the first shop, a partial refund the day its order was paid and the return of an
 * earlier day's order completed a day later (an adjustment line); then every past day is settled
 * by the settlement job's own code. Once: skipped when any day is already settled.
 */
export async function ensureFinanceDemo(ctx: AppContext, opts: { demoOrders: boolean }): Promise<void> {
  if (!opts.demoOrders) return;
  const q = ctx.database.query.bind(ctx.database);
  const [settled] = await q<{ n: number }>("select count(*)::int as n from finance_settled_days");
  if (Number(settled?.n ?? 0) > 0) return;
  await q(
    `update categories set commission_rate = case category_id % 3 when 0 then 300 when 1 then 500 else 800 end
      where grade = 3 and commission_rate = 500`,
  );
  const refunds = refundServiceOf(ctx);
  // The return the first demo shop is waiting for (goods sent back): received, the money goes back a day after the order's day.
  const [ret] = await q<{ refund_sn: string; shop_id: number; paid_at: string }>(
    `select r.refund_sn, r.shop_id, o.paid_at from refunds r join orders o on o.order_id = r.order_id
       join users u on u.user_id = r.user_id
      where r.status = 3 and u.user_name like 'shopper-%' order by r.shop_id, r.refund_id limit 1`,
  );
  if (ret) {
    await refunds.receive(Number(ret.shop_id), `seed:shop:${ret.shop_id}`, ret.refund_sn, true);
    await q("update refunds set refunded_at = $2::timestamptz + interval '1 day' where refund_sn = $1", [
      ret.refund_sn,
      ret.paid_at,
    ]);
    // A partial refund of the same shop's received order, the day it was paid.
    const [recv] = await q<{ order_number: string; order_item_id: number; user_id: number; paid_at: string }>(
      `select o.order_number, i.order_item_id, o.user_id, o.paid_at from orders o
         join order_items i on i.order_id = o.order_id join users u on u.user_id = o.user_id
        where o.shop_id = $1 and o.status = 4 and u.user_name like 'shopper-%'
          and not exists (select 1 from refunds r where r.order_id = o.order_id)
        order by o.paid_at limit 1`,
      [ret.shop_id],
    );
    if (recv) {
      const applied = await refunds.apply(
        Number(recv.user_id),
        {
          orderNumber: recv.order_number,
          orderItemId: Number(recv.order_item_id),
          applyType: 1,
          refundCount: 1,
          refundAmount: 100,
          buyerReason: "notWanted",
          buyerDesc: "少用了一件，部分退款",
          imgUrls: [],
        },
        "zh",
      );
      await refunds.accept(Number(ret.shop_id), `seed:shop:${ret.shop_id}`, applied.refundSn);
      // Two hours after the payment, or halfway to the mall day's midnight when that comes sooner (an order
      // paid at 23:00 China time): a same-day refund whatever the hour the demo is seeded.
      await q(
        `update refunds set refunded_at = $2::timestamptz + least(interval '2 hours',
           (date_trunc('day', ($2::timestamptz at time zone 'UTC') + interval '8 hours') + interval '1 day'
             - (($2::timestamptz at time zone 'UTC') + interval '8 hours')) / 2)
          where refund_sn = $1`,
        [applied.refundSn, recv.paid_at],
      );
    }
  }
  const yesterday = new Date(Date.parse(`${mallDate(nowMs(ctx))}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await financeServiceOf(ctx).settleThrough(yesterday);
}
