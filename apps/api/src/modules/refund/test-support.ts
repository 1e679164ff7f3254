/** Helpers for the after-sales integration tests (not loaded by the app). */
import { expect } from "vitest";
import type { MerchantLoginResult, RefundApplyBody, RefundDetail } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { type buyer, grant, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { orderServiceOf } from "../order/service.ts";

export type Buyer = Awaited<ReturnType<typeof buyer>>;

/** A buyer's order of `count` pieces of `s`, paid from the balance; shipped and/or received on request. */
export async function orderOf(
  t: TestApp,
  b: Buyer,
  s: Sku,
  opts: { count?: number; ship?: boolean; receive?: boolean } = {},
): Promise<{ orderNumber: string; orderItemId: number; actualTotal: number }> {
  await grant(t, b.userId, 10_000_000);
  const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: opts.count ?? 1 } });
  const pay = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } });
  expect(pay.code, pay.msg ?? "").toBe("00000");
  const orderNumber = r.orderNumbers[0]!;
  if (opts.ship || opts.receive)
    await orderServiceOf(t.ctx).ship(s.shopId, "test", orderNumber, "SF Express", "SF1234567890");
  if (opts.receive) await orderServiceOf(t.ctx).confirmReceipt(b.userId, orderNumber);
  const [item] = await t.ctx.database.query<{ order_item_id: number; actual_total: number }>(
    "select i.order_item_id, o.actual_total from order_items i join orders o on o.order_id = i.order_id where o.order_number = $1",
    [orderNumber],
  );
  return { orderNumber, orderItemId: Number(item!.order_item_id), actualTotal: Number(item!.actual_total) };
}

export async function staffToken(t: TestApp, shopId: number): Promise<string> {
  const r = await api<MerchantLoginResult>(t, "POST", "/m/login", {
    body: { userName: `shop${shopId}`, passWord: "souk1234" },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  return r.data.token;
}

export const application = (
  o: { orderNumber: string; orderItemId: number },
  extra: Partial<RefundApplyBody> = {},
): RefundApplyBody => ({
  orderNumber: o.orderNumber,
  orderItemId: o.orderItemId,
  applyType: 2,
  refundCount: 1,
  refundAmount: 1,
  buyerReason: "quality",
  buyerDesc: "屏幕有划痕",
  imgUrls: [],
  ...extra,
});

export async function apply(t: TestApp, b: Buyer, body: RefundApplyBody, lang: "zh" | "en" = "zh") {
  return api<{ refundSn: string; status: number }>(t, "POST", "/p/orderRefund/apply", { token: b.token, body, lang });
}

export async function detail(t: TestApp, b: Buyer, refundSn: string, lang: "zh" | "en" = "zh") {
  return (await api<RefundDetail>(t, "GET", `/p/orderRefund/info?refundSn=${refundSn}`, { token: b.token, lang })).data;
}

/** Every money invariant of an order: refunded ≤ paid per line (by count and amount) and per order. */
export async function expectRefundInvariants(t: TestApp, orderNumber: string): Promise<void> {
  const rows = await t.ctx.database.query<{
    order_item_id: number;
    count: number;
    total: number;
    actual_total: number;
    rc: number;
    ra: number;
    paid: number;
    freight: number;
  }>(
    `select i.order_item_id, i.count, i.total, i.actual_total, o.actual_total as paid, o.freight,
            coalesce(sum(r.refund_count) filter (where r.status = 5), 0)::int as rc,
            coalesce(sum(r.refund_amount) filter (where r.status = 5), 0)::bigint as ra
       from orders o join order_items i on i.order_id = o.order_id left join refunds r on r.order_item_id = i.order_item_id
      where o.order_number = $1 group by i.order_item_id, i.count, i.total, i.actual_total, o.actual_total, o.freight`,
    [orderNumber],
  );
  let sum = 0;
  for (const r of rows) {
    expect(Number(r.rc)).toBeLessThanOrEqual(Number(r.count));
    expect(Number(r.ra)).toBeLessThanOrEqual(Number(r.actual_total)); // what was paid for the line
    sum += Number(r.ra);
  }
  expect(sum).toBeLessThanOrEqual(Number(rows[0]!.paid) - Number(rows[0]!.freight)); // freight is not refunded
  const [open] = await t.ctx.database.query<{ n: number }>(
    "select max(c)::int as n from (select count(*) as c from refunds where status in (1,2,3,4,6) group by order_item_id) x",
  );
  expect(Number(open?.n ?? 0)).toBeLessThanOrEqual(1);
}

/** Makes every pending job whose key starts with `prefix` due now, and runs the due jobs. */
export async function fireJobs(t: TestApp, prefix: string): Promise<void> {
  await t.ctx.database.query(
    "update jobs set run_at = now() - interval '1 second' where status = 'pending' and unique_key like $1",
    [`${prefix}%`],
  );
  await t.ctx.jobs.runDueOnce();
}
