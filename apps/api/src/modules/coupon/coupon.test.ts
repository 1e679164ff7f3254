import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { orderServiceOf } from "../order/service.ts";
import { buyer, grant, onSaleSkus, setSku, type Sku } from "../checkout/test-support.ts";
import { apiZh as api } from "../../../test/http.ts";
import { couponServiceOf } from "./service.ts";
import { giveCoupon, makeCoupon } from "./test-support.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
  // Known prices: every test SKU costs ¥100.00 and has stock.
  for (const s of skus.slice(0, 12)) await setSku(t, s.skuId, { price: 10000, stock: 500 });
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const ago = (d: number) => new Date(Date.now() - d * DAY);

/** Two SKUs of one shop and one of another. */
function pickSkus(): { a: Sku; a2: Sku; b: Sku } {
  const first = skus.slice(0, 12);
  const a = first[0]!;
  const a2 = first.find((s) => s.shopId === a.shopId && s.skuId !== a.skuId)!;
  const b = first.find((s) => s.shopId !== a.shopId)!;
  return { a, a2, b };
}

async function counts(token: string) {
  return (await api(t, "GET", "/p/my_coupon/get_my_coupons_status_or_type_count", { token })).data;
}

async function confirm(token: string, body: Record<string, unknown>, lang: "zh" | "en" = "zh") {
  return api(t, "POST", "/p/order/confirm", { token, body, lang });
}

describe("demo data", () => {
  it("has platform and shop coupons collectable now and upcoming ones", async () => {
    const platform = await api(t, "GET", "/ma/coupon/general_coupon_list");
    const states = platform.data.map((c: { receiveState: number }) => c.receiveState);
    expect(states).toContain(1);
    expect(states).toContain(2);
    const shops = await api(t, "GET", "/ma/coupon/get_coupon_page?size=50");
    expect(shops.data.total).toBeGreaterThan(0);
    expect(shops.data.records.some((c: { receiveState: number }) => c.receiveState === 2)).toBe(true);
  });
});

describe("collecting", () => {
  it("collects once, then the per-user limit refuses; coupon center shows 'collected'; my coupons count it", async () => {
    const u = await buyer(t);
    const id = await makeCoupon(t, 0, { couponNameZh: "平台满100减10", cashCondition: 100, reduceAmount: 10 });
    const ok = await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    expect(ok.data).toBe("领取优惠券成功");
    const again = await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: { couponId: id }, lang: "en" });
    expect(again.msg).toBe("You have already collected this coupon as many times as allowed");
    const center = await api(t, "GET", "/ma/coupon/general_coupon_list", { token: u.token });
    const mine = center.data.find((c: { couponId: number }) => c.couponId === id);
    expect(mine).toMatchObject({ hasReceive: 1, receiveState: 4, stocks: 99, remainPercent: 99, cashCondition: 100 });
    expect(await counts(u.token)).toMatchObject({ unUseCount: 1, usedCount: 0, expiredCount: 0, platformCount: 1 });
    const page = await api(t, "GET", "/p/my_coupon/get_page?status=1", { token: u.token });
    expect(page.data.records.map((r: { couponName: string }) => r.couponName)).toEqual(["平台满100减10"]);
  });

  it("refuses sold out, not yet launched, ended and unknown coupons with clear messages; a visitor must log in", async () => {
    const u = await buyer(t);
    const soldOut = await makeCoupon(t, 0, { totalStock: 1 });
    await api(t, "POST", "/p/my_coupon/receive", { token: (await buyer(t)).token, body: soldOut });
    const upcoming = await makeCoupon(t, 0, { launchTime: new Date(Date.now() + DAY) });
    const ended = await makeCoupon(t, 0, { startTime: ago(10), launchTime: ago(10), endTime: ago(1) });
    const cases: [number, string, string][] = [
      [soldOut, "优惠券已领完", "This coupon is sold out"],
      [upcoming, "优惠券尚未开始领取", "This coupon cannot be collected yet"],
      [ended, "优惠券已结束领取", "This coupon can no longer be collected"],
      [999_999, "优惠券不存在", "The coupon does not exist"],
    ];
    for (const [id, zh, en] of cases) {
      expect((await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id })).msg).toBe(zh);
      expect((await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id, lang: "en" })).msg).toBe(en);
    }
    expect((await api(t, "POST", "/p/my_coupon/receive", { body: soldOut })).code).toBe("A00004");
    expect(await counts(u.token)).toMatchObject({ unUseCount: 0 });
  });

  it("a relative coupon is valid from N days after collecting for its number of days", async () => {
    const u = await buyer(t);
    const id = await makeCoupon(t, 0, { validTimeType: 2, afterReceiveDays: 1, validDays: 7 });
    await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    const [row] = await t.ctx.database.query<{ start_time: Date; end_time: Date; received_at: Date }>(
      "select start_time, end_time, received_at from user_coupons where user_id = $1",
      [u.userId],
    );
    expect(new Date(row!.start_time).getTime() - new Date(row!.received_at).getTime()).toBe(DAY);
    expect(new Date(row!.end_time).getTime() - new Date(row!.start_time).getTime()).toBe(7 * DAY);
  });

  it("200 parallel collects of a 50-stock coupon give exactly 50; 20 parallel collects by one buyer with limit 1 give 1", async () => {
    const id = await makeCoupon(t, 0, { totalStock: 50 });
    const buyers = await Promise.all(Array.from({ length: 200 }, (_, i) => t.login(`collector${i}`)));
    const results = await Promise.all(
      buyers.map((b) => api(t, "POST", "/p/my_coupon/receive", { token: b.token, body: id })),
    );
    const codes = results.reduce<Record<string, number>>((m, r) => ({ ...m, [r.code]: (m[r.code] ?? 0) + 1 }), {});
    expect(codes).toEqual({ "00000": 50, A00001: 150 });
    const [c] = await t.ctx.database.query<{ stocks: number; n: number }>(
      "select stocks, (select count(*)::int from user_coupons where coupon_id = $1) as n from coupons where coupon_id = $1",
      [id],
    );
    expect([Number(c!.stocks), Number(c!.n)]).toEqual([0, 50]);

    const one = await buyer(t);
    const limited = await makeCoupon(t, 0, { totalStock: 100, limitNum: 1 });
    const mine = await Promise.all(
      Array.from({ length: 20 }, () => api(t, "POST", "/p/my_coupon/receive", { token: one.token, body: limited })),
    );
    expect(mine.filter((r) => r.code === "00000")).toHaveLength(1);
    const [d] = await t.ctx.database.query<{ stocks: number }>("select stocks from coupons where coupon_id = $1", [
      limited,
    ]);
    expect(Number(d!.stocks)).toBe(99);
  }, 120_000);
});

describe("coupons a decorated page offers", () => {
  it("answers the chosen coupons still on display in the page's order, with the buyer's state; bad ids are refused (zh/en)", async () => {
    const u = await buyer(t);
    const platform = await makeCoupon(t, 0, { couponNameZh: "装修券A", cashCondition: 200, reduceAmount: 20 });
    const shop = await makeCoupon(t, 1, { couponNameZh: "装修券B", cashCondition: 100, reduceAmount: 5 });
    const ended = await makeCoupon(t, 0, { couponNameZh: "装修券C" });
    await couponServiceOf(t.ctx).end(0, ended);
    await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: shop });
    const r = await api(t, "GET", `/ma/coupon/by_ids?ids=${shop},${ended},${platform},99999999`, { token: u.token });
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data.map((c: { couponId: number }) => c.couponId)).toEqual([shop, platform]);
    expect(r.data.map((c: { hasReceive: number }) => c.hasReceive)).toEqual([1, 0]);
    const visitor = await api(t, "GET", `/ma/coupon/by_ids?ids=${platform}`);
    expect(visitor.data[0].couponName).toBe("装修券A");
    for (const bad of ["", "ids=", "ids=abc", `ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`]) {
      const zh = await api(t, "GET", `/ma/coupon/by_ids?${bad}`);
      expect(zh.code, bad).toBe("A00002");
      expect(zh.msg, bad).toMatch(/正整数/);
    }
    const en = await api(t, "GET", "/ma/coupon/by_ids?ids=abc", { lang: "en" });
    expect(en.msg).toMatch(/positive whole number/i);
  });
});

describe("checkout with coupons", () => {
  it("picks the best shop coupon per shop order and the best platform coupon, stores line shares, and the buyer can change or drop them", async () => {
    const { a, a2, b } = pickSkus();
    const u = await buyer(t);
    const small = await makeCoupon(t, a.shopId, { couponNameZh: "店铺减5", reduceAmount: 5 });
    const big = await makeCoupon(t, a.shopId, { couponNameZh: "店铺满150减30", cashCondition: 150, reduceAmount: 30 });
    const tooHigh = await makeCoupon(t, a.shopId, {
      couponNameZh: "店铺满999减100",
      cashCondition: 999,
      reduceAmount: 100,
    });
    const plat = await makeCoupon(t, 0, {
      couponNameZh: "平台9折最多20",
      couponType: 2,
      couponDiscount: 90,
      maxReduce: 20,
    });
    for (const id of [small, big, tooHigh, plat])
      await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    const cart = async (s: Sku) =>
      api(t, "POST", "/p/shopCart/changeItem", {
        token: u.token,
        body: { prodId: s.prodId, skuId: s.skuId, shopId: s.shopId, count: 1 },
      });
    await cart(a);
    await cart(a2);
    await cart(b);
    const basket = await api(t, "POST", "/p/shopCart/info", { token: u.token, body: [] });
    const basketIds = JSON.stringify(basket.data)
      .match(/"basketId":\d+/g)!
      .map((m) => Number(m.split(":")[1]));
    expect(basketIds).toHaveLength(3);

    const c = await confirm(u.token, { basketIds });
    expect(c.code, c.msg ?? "").toBe("00000");
    const shopA = c.data.shopCartOrders.find((s: { shopId: number }) => s.shopId === a.shopId);
    // Shop A: ¥200 → 满150减30 beats 减5; 满999 is listed as unusable with its shortfall.
    expect(shopA.shopCouponReduce).toBe(30);
    const chosen = shopA.coupons.filter((x: { isChoose: boolean }) => x.isChoose);
    expect(chosen.map((x: { couponName: string }) => x.couponName)).toEqual(["店铺满150减30"]);
    const unusable = shopA.coupons.find((x: { couponName: string }) => x.couponName === "店铺满999减100");
    expect(unusable).toMatchObject({ canUse: false, unusableReason: "未满足使用门槛：满¥999.00可用，还差¥799.00" });
    // Platform 9 折 on what is left (170 + 100 = 270 → 27 off) capped at ¥20.
    expect(c.data.coupons.find((x: { isChoose: boolean }) => x.isChoose).reduce).toBe(20);
    expect(c.data.orderReduce).toBe(50);
    expect(c.data.actualTotal).toBe(300 - 50 + (c.data.transfee as number));

    // The buyer drops the platform coupon and takes the small shop coupon instead.
    const smallUserId = shopA.coupons.find((x: { couponName: string }) => x.couponName === "店铺减5").couponUserId;
    const changed = await confirm(u.token, { basketIds, userChangeCoupon: 1, couponIds: [smallUserId] });
    expect(changed.data.orderReduce).toBe(5);
    expect(changed.data.couponIds).toEqual([smallUserId]);

    // Submit with the automatic choice: per-line shares are stored and sum to the order's reductions.
    const c2 = await confirm(u.token, { basketIds });
    const s = await api(t, "POST", "/p/order/submit", {
      token: u.token,
      body: { submitToken: c2.data.submitToken, addrId: u.addrId, actualTotal: 0.01, platformCouponReduce: 999 },
    });
    expect(s.code, s.msg ?? "").toBe("00000");
    expect(s.data.actualTotal).toBe(c2.data.actualTotal); // amounts in the body are ignored
    const rows = await t.ctx.database.query<Record<string, string>>(
      `select o.order_id, o.shop_coupon_reduce, o.platform_coupon_reduce, o.total, o.actual_total, o.freight,
              sum(oi.shop_coupon_reduce) as l_shop, sum(oi.platform_coupon_reduce) as l_plat, sum(oi.reduce) as l_reduce,
              sum(oi.actual_total) as l_actual
         from orders o join order_items oi on oi.order_id = o.order_id where o.pay_no = $1 group by o.order_id`,
      [s.data.payNo],
    );
    for (const r of rows) {
      expect(Number(r.l_shop)).toBe(Number(r.shop_coupon_reduce));
      expect(Number(r.l_plat)).toBe(Number(r.platform_coupon_reduce));
      expect(Number(r.l_actual) + Number(r.freight)).toBe(Number(r.actual_total));
    }
    expect(rows.reduce((n, r) => n + Number(r.platform_coupon_reduce), 0)).toBe(2000);
    // mall4j's couponMoney on the order detail: shop + platform coupons of that order.
    let couponMoney = 0;
    for (const n of s.data.orderNumberList as string[])
      couponMoney += (await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${n}`, { token: u.token })).data
        .couponMoney;
    expect(Math.round(couponMoney * 100)).toBe(3000 + 2000);
    expect(await counts(u.token)).toMatchObject({ unUseCount: 2, usedCount: 2 }); // locked ones show as used

    // Paying uses them; cancelling another trade would have released them (next test).
    await grant(t, u.userId, 100_000);
    const pay = await api(t, "POST", "/p/order/pay", { token: u.token, body: { payNo: s.data.payNo, payType: 1 } });
    expect(pay.code, pay.msg ?? "").toBe("00000");
    const statuses = await t.ctx.database.query<{ status: number }>(
      "select status from user_coupons where pay_no = $1 order by coupon_user_id",
      [s.data.payNo],
    );
    expect(statuses.map((r) => Number(r.status))).toEqual([2, 2]);
  });

  it("a coupon locked at submit is released when the order is cancelled and when the unpaid timeout closes it", async () => {
    const { a } = pickSkus();
    const u = await buyer(t);
    const id = await makeCoupon(t, a.shopId, { reduceAmount: 8 });
    await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    const order = async () => {
      const c = await confirm(u.token, { buyNow: { prodId: a.prodId, skuId: a.skuId, count: 1 } });
      expect(c.data.shopCartOrders[0].shopCouponReduce).toBe(8);
      const s = await api(t, "POST", "/p/order/submit", {
        token: u.token,
        body: { submitToken: c.data.submitToken, addrId: u.addrId },
      });
      expect(s.code, s.msg ?? "").toBe("00000");
      expect(await counts(u.token)).toMatchObject({ unUseCount: 0, usedCount: 1 });
      return { payNo: s.data.payNo as string, orderNumbers: s.data.orderNumberList as string[] };
    };
    const first = await order();
    await api(t, "PUT", `/p/myOrder/cancel/${first.orderNumbers[0]}`, { token: u.token });
    expect(await counts(u.token)).toMatchObject({ unUseCount: 1, usedCount: 0 });
    const second = await order();
    await orderServiceOf(t.ctx).cancelUnpaidTrade(second.payNo);
    expect(await counts(u.token)).toMatchObject({ unUseCount: 1, usedCount: 0 });
  });

  it("one single-use coupon in two parallel submits: exactly one order uses it", async () => {
    const { a } = pickSkus();
    const u = await buyer(t);
    const id = await makeCoupon(t, 0, { reduceAmount: 12 });
    await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    const buyNow = { buyNow: { prodId: a.prodId, skuId: a.skuId, count: 1 } };
    const [c1, c2] = [await confirm(u.token, buyNow), await confirm(u.token, buyNow)];
    expect([c1.data.orderReduce, c2.data.orderReduce]).toEqual([12, 12]);
    const results = await Promise.all(
      [c1, c2].map((c) =>
        api(t, "POST", "/p/order/submit", {
          token: u.token,
          body: { submitToken: c.data.submitToken, addrId: u.addrId },
          lang: "en",
        }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual(["00000", "A00001"]);
    // The loser either finds it locked when it checks the choice, or loses the race for the lock.
    expect([
      "The coupon has been used",
      "The coupon has been used by another order, please confirm the order again",
    ]).toContain(results.find((r) => r.code === "A00001")!.msg);
    const [n] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from orders o join user_coupons uc on uc.pay_no = o.pay_no where uc.user_id = $1",
      [u.userId],
    );
    expect(Number(n!.n)).toBe(1);
  });

  it("refuses expired, not yet valid, another buyer's, another shop's, out-of-scope and below-threshold coupons (zh/en)", async () => {
    const { a, b } = pickSkus();
    const u = await buyer(t);
    const other = await buyer(t);
    const valid = { start: ago(1), end: new Date(Date.now() + DAY) };
    const shopCoupon = await makeCoupon(t, a.shopId, { reduceAmount: 5 });
    const expired = await giveCoupon(t, u.userId, shopCoupon, { start: ago(5), end: ago(1) });
    const notYet = await giveCoupon(t, u.userId, shopCoupon, {
      start: new Date(Date.now() + DAY),
      end: new Date(Date.now() + 2 * DAY),
    });
    const others = await giveCoupon(t, other.userId, shopCoupon, valid);
    const otherShop = await giveCoupon(t, u.userId, await makeCoupon(t, b.shopId), valid);
    const scoped = await giveCoupon(
      t,
      u.userId,
      await makeCoupon(t, a.shopId, { suitableProdType: 1, prodIds: [b.prodId] }),
      valid,
    );
    const high = await giveCoupon(t, u.userId, await makeCoupon(t, 0, { cashCondition: 500, reduceAmount: 50 }), valid);
    const buyNow = { buyNow: { prodId: a.prodId, skuId: a.skuId, count: 1 } };
    const cases: [number, string, string][] = [
      [expired, "优惠券已过期", "The coupon has expired"],
      [notYet, "优惠券未到使用时间", "The coupon is not valid yet"],
      [others, "优惠券不存在或不属于您", "The coupon does not exist or is not yours"],
      [otherShop, "该优惠券不适用于本订单的店铺", "The coupon belongs to a shop that is not in this order"],
      [scoped, "订单中没有该优惠券适用的商品", "No item in this order is covered by the coupon"],
      [high, "未满足使用门槛：满¥500.00可用，还差¥400.00", "Below the threshold: usable from ¥500.00, ¥400.00 short"],
    ];
    for (const [id, zh, en] of cases) {
      const body = { ...buyNow, userChangeCoupon: 1, couponIds: [id] };
      expect((await confirm(u.token, body)).msg).toBe(zh);
      expect((await confirm(u.token, body, "en")).msg).toBe(en);
    }
    // Automatic choice: none of them is chosen, the unusable ones are listed with their reasons.
    const auto = await confirm(u.token, buyNow);
    expect(auto.data.orderReduce).toBe(0);
    const reasons = auto.data.shopCartOrders[0].coupons.map((c: { unusableReason: string }) => c.unusableReason).sort();
    expect(reasons).toEqual(["优惠券已过期", "优惠券未到使用时间", "订单中没有该优惠券适用的商品"]);
    // A coupon id sent at submit is checked just the same.
    const s = await api(t, "POST", "/p/order/submit", {
      token: u.token,
      body: { submitToken: auto.data.submitToken, addrId: u.addrId, couponIds: [others] },
    });
    expect(s.msg).toBe("优惠券不存在或不属于您");
  });
});

describe("the shop side", () => {
  it("staff create, edit and end their own shop's coupons; another shop's answer not found", async () => {
    const { a, b } = pickSkus();
    const login = await api(t, "POST", "/m/login", { body: { userName: `shop${a.shopId}`, passWord: "souk1234" } });
    const token = login.data.token as string;
    const body = {
      couponNameZh: "新券",
      couponNameEn: "New coupon",
      couponType: 2,
      couponDiscount: 88,
      maxReduce: 15,
      validTimeType: 2,
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + 10 * DAY).toISOString(),
      validDays: 7,
      totalStock: 10,
    };
    const made = await api(t, "POST", "/m/coupon", { token, body });
    expect(made.code, made.msg ?? "").toBe("00000");
    const id = made.data.couponId as number;
    const u = await buyer(t);
    await api(t, "POST", "/p/my_coupon/receive", { token: u.token, body: id });
    const shrink = await api(t, "PUT", `/m/coupon/${id}`, { token, body: { ...body, totalStock: 0 } });
    expect(shrink.code).toBe("A00002");
    const edited = await api(t, "PUT", `/m/coupon/${id}`, {
      token,
      body: { ...body, totalStock: 20, couponNameZh: "改名券" },
    });
    expect(edited.code, edited.msg ?? "").toBe("00000");
    const page = await api(t, "GET", "/m/coupon/page", { token });
    expect(page.data.records[0]).toMatchObject({
      couponNameZh: "改名券",
      totalStock: 20,
      stocks: 19,
      receivedCount: 1,
    });
    expect((await api(t, "PUT", `/m/coupon/${id}/end`, { token })).code).toBe("00000");
    expect((await api(t, "POST", "/p/my_coupon/receive", { token: (await buyer(t)).token, body: id })).msg).toBe(
      "优惠券已结束领取",
    );

    const foreign = await makeCoupon(t, b.shopId);
    expect((await api(t, "PUT", `/m/coupon/${foreign}/end`, { token })).status).toBe(404);
    const missing = await api(t, "POST", "/m/coupon", { token, body: { ...body, couponNameZh: "" }, lang: "en" });
    expect(missing.code).toBe("A00002");
  });
});
