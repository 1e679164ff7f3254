import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ConfirmOrderView, OrderListItem, Page, PointsInfo, PointsLogRecord } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { memberServiceOf } from "../member/service.ts";
import { orderServiceOf } from "../order/service.ts";
import { staffToken } from "../refund/test-support.ts";
import { pointsServiceOf, yearStart } from "./service.ts";
import { expectPointsAreLedgerSum, grantPoints, platformToken } from "./test-support.ts";

let t: TestApp;
let skus: Sku[];
/** Every buyer a test touched: after each test their points equal their ledger. */
const touched = new Set<number>();
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
}, 120_000);
afterAll(async () => t.close());
afterEach(async () => {
  for (const u of touched) await expectPointsAreLedgerSum(t, u);
  touched.clear();
});

async function pointsBuyer(points: number) {
  const b = await buyer(t);
  touched.add(b.userId);
  if (points > 0) await grantPoints(t, b.userId, points);
  return b;
}
const held = (userId: number) => pointsServiceOf(t.ctx).balance(userId);
const dear = () => skus.find((s) => s.price >= 20_000 && s.stock > 50)!;
const confirm = (token: string, body: Record<string, unknown>, lang: "zh" | "en" = "zh") =>
  api<ConfirmOrderView>(t, "POST", "/p/order/confirm", { token, body, lang });
const submit = (b: { token: string; addrId: number }, submitToken: string) =>
  api(t, "POST", "/p/order/submit", { token: b.token, body: { submitToken, addrId: b.addrId, orderShopParams: [] } });

describe("the points ledger", () => {
  it("posts credits and debits; one business event twice is one row; a debit beyond the balance is refused", async () => {
    const b = await pointsBuyer(0);
    const post = (points: number, refId: string) =>
      t.ctx.database.db.transaction((tx) =>
        pointsServiceOf(t.ctx).post(tx, {
          userId: b.userId,
          points,
          reason: "grant",
          refType: "t",
          refId,
          at: new Date(),
        }),
      );
    expect(await post(100, `a-${b.userId}`)).toEqual({ applied: true, balance: 100 });
    expect(await post(100, `a-${b.userId}`)).toEqual({ applied: false, balance: 100 });
    await expect(post(-101, `b-${b.userId}`)).rejects.toMatchObject({ code: "A00001" });
    expect(await held(b.userId)).toBe(100);
    await expect(
      t.ctx.database.query("update points_accounts set balance = -1 where user_id = $1", [b.userId]),
    ).rejects.toThrow(/points_accounts_balance_nonneg/);
  });

  it("20 parallel spends of 10 against 100 points: exactly 10 succeed, never below zero", async () => {
    const b = await pointsBuyer(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.ctx.database.db.transaction((tx) =>
          pointsServiceOf(t.ctx).post(tx, {
            userId: b.userId,
            points: -10,
            reason: "order_spend",
            refType: "t",
            refId: `p-${b.userId}-${i}`,
            at: new Date(),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(await held(b.userId)).toBe(0);
  });

  it("the registration and review bonuses and earning on receipt (1 point per whole yuan paid)", async () => {
    const b = await pointsBuyer(0);
    expect(await pointsServiceOf(t.ctx).registeredNow(b.userId)).toBe(100);
    expect(await pointsServiceOf(t.ctx).registeredNow(b.userId)).toBe(0); // once per buyer
    const s = dear();
    await grant(t, b.userId, 10_000_000);
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const r = await submit(b, c.data.submitToken);
    expect(
      (await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.data.payNo, payType: 1 } })).code,
    ).toBe("00000");
    const orderNumber = r.data.orderNumberList[0]!;
    await orderServiceOf(t.ctx).ship(s.shopId, "test", orderNumber, "SF", "SF1");
    await orderServiceOf(t.ctx).confirmReceipt(b.userId, orderNumber);
    // The order's growth (1 per yuan, posted first in the receipt) lifts the new buyer to Silver,
    // whose points multiplier (×1.2, seed/members.ts) multiplies what this order earns.
    const mult = (await memberServiceOf(t.ctx).benefitsOf(b.userId)).pointsMultiplier;
    expect(mult).toBe(1.2);
    const earned = Math.floor(Math.floor(s.price / 100) * mult);
    expect(await held(b.userId)).toBe(100 + earned);
    const log = await api<Page<PointsLogRecord>>(t, "GET", "/p/points/log", { token: b.token, lang: "en" });
    expect(log.data.records.map((x) => [x.reason, x.points, x.reasonText])).toEqual([
      ["order_earn", earned, "Earned by shopping"],
      ["register", 100, "Registration bonus"],
    ]);
  });
});

describe("points at checkout", () => {
  it("bad input: not a multiple of 10, or more than held → a clear message, nothing moved", async () => {
    const b = await pointsBuyer(500);
    const s = dear();
    const odd = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 }, usePoints: 15 });
    expect(odd.code).toBe("A00002");
    expect(JSON.stringify(odd)).toContain("积分须为10的整数倍");
    const more = await confirm(
      b.token,
      { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 }, usePoints: 510 },
      "en",
    );
    expect([more.code, more.msg]).toEqual(["A00001", "Not enough points"]);
    expect(await held(b.userId)).toBe(500);
  });

  it("pays part of the order at 100 points = ¥1, up to half the goods, apportioned to the lines; cancel gives them back", async () => {
    const b = await pointsBuyer(1_000_000);
    const s = dear();
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 }, usePoints: 1_000_000 });
    expect(c.code, c.msg ?? "").toBe("00000");
    const half = Math.floor(s.price / 2 / 10) * 10;
    expect(c.data).toMatchObject({
      userPoints: 1_000_000,
      maxUsablePoints: half,
      usedPoints: half,
      pointsReduce: half / 100,
    });
    const r = await submit(b, c.data.submitToken);
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(await held(b.userId)).toBe(1_000_000 - half);
    const [o] = await t.ctx.database.query<{
      points_reduce: number;
      actual_total: number;
      total: number;
      freight: number;
      item_points: number;
    }>(
      `select o.points_reduce, o.actual_total, o.total, o.freight, i.points_reduce as item_points
         from orders o join order_items i on i.order_id = o.order_id where o.order_number = $1`,
      [r.data.orderNumberList[0]],
    );
    expect(Number(o!.points_reduce)).toBe(half);
    expect(Number(o!.item_points)).toBe(half);
    expect(Number(o!.actual_total)).toBe(Number(o!.total) - half + Number(o!.freight));
    expect((await api(t, "PUT", `/p/myOrder/cancel/${r.data.orderNumberList[0]}`, { token: b.token })).code).toBe(
      "00000",
    );
    expect(await held(b.userId)).toBe(1_000_000);
  });

  it("two parallel submits spending the same points: one wins, the other is refused and creates nothing", async () => {
    const b = await pointsBuyer(800);
    const s = dear();
    const c1 = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 }, usePoints: 800 });
    const c2 = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 }, usePoints: 800 });
    const results = await Promise.all([submit(b, c1.data.submitToken), submit(b, c2.data.submitToken)]);
    expect(results.map((r) => r.code).sort()).toEqual(["00000", "A00001"]);
    expect(results.find((r) => r.code !== "00000")!.msg).toBe("Not enough points");
    expect(await held(b.userId)).toBe(0);
    const [n] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from orders where user_id = $1", [
      b.userId,
    ]);
    expect(Number(n!.n)).toBe(1);
  });

  it("a refund gives the line's points back in proportion to the money refunded", async () => {
    const b = await pointsBuyer(2000);
    const s = dear();
    await grant(t, b.userId, 10_000_000);
    const c = await confirm(b.token, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2 }, usePoints: 2000 });
    const r = await submit(b, c.data.submitToken);
    expect(
      (await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.data.payNo, payType: 1 } })).code,
    ).toBe("00000");
    expect(await held(b.userId)).toBe(0);
    const [item] = await t.ctx.database.query<{ order_item_id: number; actual_total: number }>(
      "select i.order_item_id, i.actual_total from order_items i join orders o on o.order_id = i.order_id where o.order_number = $1",
      [r.data.orderNumberList[0]],
    );
    const share = Number(item!.actual_total);
    const apply = await api<{ refundSn: string }>(t, "POST", "/p/orderRefund/apply", {
      token: b.token,
      body: {
        orderNumber: r.data.orderNumberList[0],
        orderItemId: Number(item!.order_item_id),
        applyType: 1,
        refundCount: 1,
        refundAmount: Math.floor(share / 2) / 100,
        buyerReason: "quality",
        buyerDesc: "不想要了",
        imgUrls: [],
      },
    });
    expect(apply.code, apply.msg ?? "").toBe("00000");
    const staff = await staffToken(t, s.shopId);
    expect(
      (await api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: apply.data.refundSn } })).code,
    ).toBe("00000");
    expect(await held(b.userId)).toBe(Math.floor((2000 * Math.floor(share / 2)) / share));
  });
});

describe("the yearly expiry", () => {
  it("expires the unspent points earned before the cutoff; run twice, it expires once", async () => {
    const b = await pointsBuyer(0);
    const svc = pointsServiceOf(t.ctx);
    await grantPoints(t, b.userId, 300, new Date(yearStart(2020).getTime() + 86_400_000)); // earned in 2020
    await grantPoints(t, b.userId, 200, new Date(yearStart(2021).getTime() + 86_400_000)); // earned in 2021
    await t.ctx.database.db.transaction((tx) =>
      svc.post(tx, {
        userId: b.userId,
        points: -100,
        reason: "order_spend",
        refType: "t",
        refId: `e-${b.userId}`,
        at: new Date(yearStart(2021).getTime() + 2 * 86_400_000),
      }),
    );
    // Expiry years 1: the 2020 job expires what was earned before 2020-01-01 (nothing), the 2021 job 2020's unspent 200.
    await svc.expire(2020);
    expect(await held(b.userId)).toBe(400);
    await svc.expire(2021);
    expect(await held(b.userId)).toBe(200);
    await svc.expire(2021);
    expect(await held(b.userId)).toBe(200);
    await svc.expire(2022);
    expect(await held(b.userId)).toBe(0);
    const rows = await t.ctx.database.query<{ points: number }>(
      "select points from points_ledger where user_id = $1 and reason = 'expire' order by id",
      [b.userId],
    );
    expect(rows.map((r) => Number(r.points))).toEqual([-200, -200]);
  });

  it("uc-integral: what expires at the end of this year", async () => {
    const b = await pointsBuyer(0);
    const lastYear = new Date().getUTCFullYear() - 1;
    await grantPoints(t, b.userId, 70, new Date(yearStart(lastYear).getTime() + 86_400_000));
    await grantPoints(t, b.userId, 50);
    const info = await api<PointsInfo>(t, "GET", "/p/points/info", { token: b.token });
    expect(info.data).toMatchObject({ points: 120, expiringPoints: 70, pointsPerYuan: 100, maxSharePercent: 50 });
    expect(info.data.expireTime).toMatch(/-12-31 23:59:59$/);
  });
});

describe("the points mall", () => {
  const put = async (token: string, body: unknown) =>
    api(t, "PUT", "/admin/points/products", { token, body, lang: "zh" });

  it("platform lists a product; a buyer exchanges it for points only (paid at once, a 'points' order in uc-order); without the points nothing moves", async () => {
    const admin = await platformToken(t);
    const s = skus.find((x) => x.stock > 20)!;
    expect((await put(admin, { prodId: s.prodId, points: 15 })).code).toBe("A00002");
    expect((await put(admin, { prodId: s.prodId, points: 500 })).code).toBe("00000");
    const list = await api<Page<{ prodId: number; points: number }>>(t, "GET", "/ua/points/mall");
    expect(list.data.records).toContainEqual(expect.objectContaining({ prodId: s.prodId, points: 500 }));

    const poor = await pointsBuyer(490);
    const refused = await api(t, "POST", "/p/points/order/submit", {
      token: poor.token,
      lang: "en",
      body: { prodId: s.prodId, skuId: s.skuId, count: 1, addrId: poor.addrId },
    });
    expect([refused.code, refused.msg]).toEqual(["A00001", "Not enough points"]);
    expect(await held(poor.userId)).toBe(490);
    const [n] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from orders where user_id = $1", [
      poor.userId,
    ]);
    expect(Number(n!.n)).toBe(0);

    const b = await pointsBuyer(1200);
    const r = await api<{ paid: boolean; actualTotal: number; orderNumbers: string[] }>(
      t,
      "POST",
      "/p/points/order/submit",
      {
        token: b.token,
        body: { prodId: s.prodId, skuId: s.skuId, count: 2, addrId: b.addrId },
      },
    );
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data).toMatchObject({ paid: true, actualTotal: 0 });
    expect(await held(b.userId)).toBe(200);
    const orders = await api<Page<OrderListItem>>(t, "GET", "/p/myOrder/myOrder", { token: b.token });
    expect(orders.data.records[0]).toMatchObject({ orderType: 3, status: 2, actualTotal: 0 });
  });

  it("points plus cash: the points go at submit, the cash through the normal payment; a timeout gives the points back", async () => {
    const admin = await platformToken(t);
    const s = skus.filter((x) => x.stock > 20)[1]!;
    expect((await put(admin, { prodId: s.prodId, points: 300, cash: "9.90" })).code).toBe("00000");
    const b = await pointsBuyer(300);
    const r = await api<{ paid: boolean; actualTotal: number; payNo: string }>(t, "POST", "/p/points/order/submit", {
      token: b.token,
      body: { prodId: s.prodId, skuId: s.skuId, count: 1, addrId: b.addrId },
    });
    expect(r.data).toMatchObject({ paid: false, actualTotal: 9.9 });
    expect(await held(b.userId)).toBe(0);
    await orderServiceOf(t.ctx).cancelUnpaidTrade(r.data.payNo);
    expect(await held(b.userId)).toBe(300);
    // Withdrawn from the mall: no longer exchangeable.
    expect((await put(admin, { prodId: s.prodId, points: 300, status: 0 })).code).toBe("00000");
    const gone = await api(t, "POST", "/p/points/order/confirm", {
      token: b.token,
      body: { prodId: s.prodId, skuId: s.skuId, count: 1 },
    });
    expect(gone.status).toBe(404);
  });

  it("a manual adjustment is a ledger row with who and why, once per request id", async () => {
    const admin = await platformToken(t);
    const b = await pointsBuyer(0);
    const adjust = (points: number, requestId: string) =>
      api<{ applied: boolean; points: number }>(t, "POST", "/admin/points/adjust", {
        token: admin,
        body: { userId: b.userId, points, reason: "活动补发", requestId },
      });
    expect((await adjust(50, "req-points-1")).data).toEqual({ applied: true, points: 50 });
    expect((await adjust(50, "req-points-1")).data).toEqual({ applied: false, points: 50 });
    expect((await adjust(-60, "req-points-2")).code).toBe("A00001");
    const [row] = await t.ctx.database.query<{ operator: string; note: string }>(
      "select operator, note from points_ledger where user_id = $1 and reason = 'admin_adjust'",
      [b.userId],
    );
    expect(row).toMatchObject({ operator: expect.stringMatching(/^staff:\d+$/), note: "活动补发" });
  });
});
