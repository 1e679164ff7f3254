import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RefundApplyInfo } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum, grant, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { makeCoupon } from "../coupon/test-support.ts";
import { orderServiceOf } from "../order/service.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { apply, application, expectRefundInvariants, staffToken, type Buyer } from "./test-support.ts";

/*
 * A line refunds what the buyer actually paid for it (ADR 0012): its stored share after the
 * shop and platform coupons (ADR 0009), not a re-apportioned guess. On PGlite and (with
 * TEST_DATABASE_URL) on PostgreSQL.
 */
let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 500 && s.stock >= 20);
});
afterAll(async () => t.close());

interface Line {
  orderItemId: number;
  count: number;
  total: number;
  actualTotal: number;
  shopCoupon: number;
  platformCoupon: number;
}

/** Three lines of one shop (counts 1, 2, 3), both coupons chosen automatically, paid from the balance, shipped. */
async function couponOrder(b: Buyer, shopIndex: number) {
  const byShop = new Map<number, Sku[]>();
  for (const s of skus) byShop.set(s.shopId, [...(byShop.get(s.shopId) ?? []), s]);
  const [shopId, three] = [...byShop.entries()].filter(([, l]) => l.length >= 3)[shopIndex]!;
  // Odd amounts so the apportioning leaves remainders: ¥7.77 off, then 9.3 折 capped at ¥11.11.
  const shopCoupon = await makeCoupon(t, shopId, { reduceAmount: 7.77 });
  const platform = await makeCoupon(t, 0, { couponType: 2, couponDiscount: 93, maxReduce: 11.11 });
  for (const id of [shopCoupon, platform]) {
    const r = await api(t, "POST", "/p/my_coupon/receive", { token: b.token, body: id });
    expect(r.code, r.msg ?? "").toBe("00000");
  }
  for (const [i, s] of three.slice(0, 3).entries()) {
    const r = await api(t, "POST", "/p/shopCart/changeItem", {
      token: b.token,
      body: { prodId: s.prodId, skuId: s.skuId, shopId: s.shopId, count: i + 1 },
    });
    expect(r.code, r.msg ?? "").toBe("00000");
  }
  const basket = await api(t, "POST", "/p/shopCart/info", { token: b.token, body: [] });
  const basketIds = JSON.stringify(basket.data)
    .match(/"basketId":\d+/g)!
    .map((m) => Number(m.split(":")[1]));
  const c = await api(t, "POST", "/p/order/confirm", { token: b.token, body: { basketIds } });
  expect(c.code, c.msg ?? "").toBe("00000");
  const s = await api(t, "POST", "/p/order/submit", {
    token: b.token,
    body: { submitToken: c.data.submitToken, addrId: b.addrId },
  });
  expect(s.code, s.msg ?? "").toBe("00000");
  await grant(t, b.userId, 10_000_000);
  const pay = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: s.data.payNo, payType: 1 } });
  expect(pay.code, pay.msg ?? "").toBe("00000");
  const orderNumber = s.data.orderNumberList[0] as string;
  await orderServiceOf(t.ctx).ship(shopId, "test", orderNumber, "SF Express", "SF1234567890");
  const [o] = await t.ctx.database.query<{ actual_total: string; freight: string; shop_coupon_reduce: string }>(
    "select actual_total, freight, shop_coupon_reduce, platform_coupon_reduce from orders where order_number = $1",
    [orderNumber],
  );
  const lines = (
    await t.ctx.database.query<Record<string, string>>(
      `select i.order_item_id, i.count, i.total, i.actual_total, i.shop_coupon_reduce, i.platform_coupon_reduce
         from order_items i join orders o using (order_id) where o.order_number = $1 order by i.order_item_id`,
      [orderNumber],
    )
  ).map((r): Line => ({
    orderItemId: Number(r.order_item_id),
    count: Number(r.count),
    total: Number(r.total),
    actualTotal: Number(r.actual_total),
    shopCoupon: Number(r.shop_coupon_reduce),
    platformCoupon: Number(r.platform_coupon_reduce),
  }));
  return { shopId, orderNumber, paid: Number(o!.actual_total), freight: Number(o!.freight), lines };
}

const info = async (b: Buyer, orderNumber: string, orderItemId: number) =>
  (
    await api<RefundApplyInfo>(
      t,
      "GET",
      `/p/orderRefund/applyInfo?orderNumber=${orderNumber}&orderItemId=${orderItemId}`,
      {
        token: b.token,
      },
    )
  ).data;

describe("refundable share of a line paid with a shop and a platform coupon", () => {
  it("each line refunds exactly its stored paid amount; all lines together give back the paid amount minus freight", async () => {
    const b = await buyer(t);
    const o = await couponOrder(b, 0);
    expect(o.lines).toHaveLength(3);
    // Both coupons really reduced the lines (otherwise this test proves nothing).
    expect(o.lines.reduce((a, l) => a + l.shopCoupon, 0)).toBe(777);
    expect(o.lines.reduce((a, l) => a + l.platformCoupon, 0)).toBeGreaterThan(0);
    for (const l of o.lines) expect(l.actualTotal).toBeLessThan(l.total);

    const staff = await staffToken(t, o.shopId);
    const before = await walletServiceOf(t.ctx).balance(b.userId);
    for (const l of o.lines) {
      const i = await info(b, o.orderNumber, l.orderItemId);
      expect(i.maxCount).toBe(l.count);
      expect(Math.round(i.maxAmount * 100)).toBe(l.actualTotal);
      // One fen above what was paid for the line is refused, in both languages.
      const over = application(
        { orderNumber: o.orderNumber, orderItemId: l.orderItemId },
        {
          applyType: 1,
          refundCount: l.count,
          refundAmount: (l.actualTotal + 1) / 100,
        },
      );
      expect((await apply(t, b, over)).code).not.toBe("00000");
      const sn = (
        await apply(
          t,
          b,
          application(
            { orderNumber: o.orderNumber, orderItemId: l.orderItemId },
            { applyType: 1, refundCount: l.count, refundAmount: l.actualTotal / 100 },
          ),
        )
      ).data.refundSn;
      const acc = await api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: sn } });
      expect(acc.code, acc.msg ?? "").toBe("00000");
    }
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(before + o.paid - o.freight);
    const [row] = await t.ctx.database.query<{ status: number; close_type: number }>(
      "select status, close_type from orders where order_number = $1",
      [o.orderNumber],
    );
    expect([Number(row!.status), Number(row!.close_type)]).toEqual([6, 2]); // closed: fully refunded
    await expectRefundInvariants(t, o.orderNumber);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("parallel applications and accepts on one line never refund more than the line's paid amount", async () => {
    const b = await buyer(t);
    const o = await couponOrder(b, 1);
    const l = o.lines.find((x) => x.count >= 2)!;
    const staff = await staffToken(t, o.shopId);
    const before = await walletServiceOf(t.ctx).balance(b.userId);
    const ask = (i: number) =>
      apply(
        t,
        b,
        application(
          { orderNumber: o.orderNumber, orderItemId: l.orderItemId },
          {
            applyType: 1,
            refundCount: l.count,
            refundAmount: l.actualTotal / 100,
            requestId: `parallel-${l.orderItemId}-${i}`,
          },
        ),
      );
    const rs = await Promise.all([1, 2].map(ask));
    const ok = rs.filter((r) => r.code === "00000");
    expect(ok, JSON.stringify(rs.map((r) => r.msg))).toHaveLength(1);
    await Promise.all(
      [1, 2].map(() => api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: ok[0]!.data.refundSn } })),
    );
    // After the line is refunded, two more parallel applications find nothing left.
    const again = await Promise.all([3, 4].map(ask));
    expect(again.filter((r) => r.code === "00000")).toHaveLength(0);
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(before + l.actualTotal);
    const [sum] = await t.ctx.database.query<{ s: string }>(
      "select coalesce(sum(refund_amount), 0) as s from refunds where order_item_id = $1 and status = 5",
      [l.orderItemId],
    );
    expect(Number(sum!.s)).toBe(l.actualTotal);
    await expectRefundInvariants(t, o.orderNumber);
    await expectBalanceIsLedgerSum(t, b.userId);
  });
});
