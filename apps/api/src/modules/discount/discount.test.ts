import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountBody } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, setSku, type Sku } from "../checkout/test-support.ts";
import { apiZh as api } from "../../../test/http.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { discountServiceOf } from "./service.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
  // Known prices: the first test SKUs cost ¥100.00 and have stock (the demo activities are on the newest products).
  for (const s of skus.slice(0, 12)) await setSku(t, s.skuId, { price: 10000, stock: 500 });
});
afterAll(async () => t.close());

const DAY = 86_400_000;

function activity(over: Partial<DiscountBody>): DiscountBody {
  return {
    discountNameZh: "测试活动",
    discountNameEn: "Test activity",
    activityType: 1,
    priceRule: 0,
    priceValue: 85,
    discountRule: 0,
    discountType: 0,
    discountItemList: [],
    maxReduceAmount: 0,
    suitableSpuType: 1,
    spuIds: [],
    startTime: new Date(Date.now() - DAY),
    endTime: new Date(Date.now() + DAY),
    ...over,
  };
}

/** Three SKUs of one shop with two products, and one SKU of another shop. */
function pick(): { a: Sku; a2: Sku; a3: Sku; b: Sku } {
  const first = skus.slice(0, 12);
  const byShop = new Map<number, Sku[]>();
  for (const s of first) byShop.set(s.shopId, [...(byShop.get(s.shopId) ?? []), s]);
  const [shopA] = [...byShop.values()].filter((l) => l.length >= 3);
  const b = first.find((s) => s.shopId !== shopA![0]!.shopId)!;
  return { a: shopA![0]!, a2: shopA![1]!, a3: shopA![2]!, b };
}

async function addToCart(token: string, s: Sku, count: number): Promise<number> {
  const r = await api(t, "POST", "/p/shopCart/changeItem", {
    token,
    body: { prodId: s.prodId, skuId: s.skuId, count },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  const info = await api(t, "POST", "/p/shopCart/info", { token, body: [] });
  for (const shop of info.data)
    for (const g of shop.shopCartItemDiscounts)
      for (const i of g.shopCartItems) if (i.skuId === s.skuId) return i.basketId as number;
  throw new Error("line not in cart");
}

describe("demo data", () => {
  it("lists running and upcoming activities with countdowns, and an activity's products at the activity price", async () => {
    const list = await api(t, "GET", "/ua/discount/list?size=50");
    expect(list.code).toBe("00000");
    const states = list.data.records.map((d: { state: number }) => d.state);
    expect(states).toContain(1);
    expect(states).toContain(0);
    expect(states.indexOf(0)).toBeGreaterThan(states.lastIndexOf(1)); // running first
    const running = list.data.records.find(
      (d: { state: number; activityType: number }) => d.state === 1 && d.activityType === 1,
    );
    expect(running.expiresIn).toBeGreaterThan(0);
    const upcoming = list.data.records.find((d: { state: number }) => d.state === 0);
    expect(upcoming.startIn).toBeGreaterThan(0);
    const spus = await api(t, "GET", `/ua/discount/spu_page_by_discount_id?discountId=${running.discountId}`);
    expect(spus.data.total).toBeGreaterThan(0);
    for (const p of spus.data.records) expect(p.activityPrice).toBeLessThan(p.price);
    // The product detail carries the activity price per SKU and a badge with the end for the countdown.
    const detail = await api(t, "GET", `/prod/prodInfo?prodId=${spus.data.records[0].prodId}`);
    const badge = detail.data.activities.find((x: { type: string }) => x.type === "discount");
    expect(badge).toMatchObject({ discountId: running.discountId, endTime: running.endTime });
    expect(badge.activityPrice).toBeLessThan(detail.data.price);
    expect(detail.data.skuList.some((k: { activityPrice?: number; price: number }) => k.activityPrice! < k.price)).toBe(
      true,
    );
    // The home decoration's discount_coupon block shows the products at a running activity price.
    const offers = await discountServiceOf(t.ctx).offerProducts(5);
    expect(offers.length).toBeGreaterThan(0);
    const cards = await catalogServiceOf(t.ctx).productCards(offers, "zh");
    expect(cards.every((c) => c.activity && c.activity.activityPrice < c.price)).toBe(true);
    const home = await api(t, "GET", "/shopRenovation/homepage?renovationType=1");
    const block = (JSON.parse(home.data.content) as { type: string; dataField: { prodIds: number[] } }[]).find(
      (b) => b.type === "discount_coupon",
    );
    expect(block?.dataField.prodIds).toEqual(offers);
    const en = await api(t, "GET", `/ua/discount/info?discountId=${running.discountId}`, { lang: "en" });
    expect(en.data.ruleText).toMatch(/off/);
    expect((await api(t, "GET", "/ua/discount/info?discountId=999999", { lang: "en" })).msg).toBe(
      "The activity does not exist",
    );
  });
});

describe("the activity page's products", () => {
  it("lists sold-out products last and marks them (issue 32)", async () => {
    const { a, a2, a3 } = pick();
    const svc = discountServiceOf(t.ctx);
    const id = await svc.create(a.shopId, activity({ spuIds: [a.prodId, a2.prodId, a3.prodId] }));
    const first = [a, a2, a3].sort((x, y) => x.prodId - y.prodId)[0]!;
    const [was] = await t.ctx.database.query<{ total_stock: number }>(
      "select total_stock from products where prod_id = $1",
      [first.prodId],
    );
    await t.ctx.database.query("update products set total_stock = 0 where prod_id = $1", [first.prodId]);
    try {
      const page = await api(t, "GET", `/ua/discount/spu_page_by_discount_id?discountId=${id}`);
      const rows = page.data.records as { prodId: number; soldOut: boolean }[];
      expect(rows.map((r) => r.prodId)).toHaveLength(3);
      expect(rows.at(-1)).toEqual(expect.objectContaining({ prodId: first.prodId, soldOut: true }));
      expect(rows.slice(0, 2).every((r) => !r.soldOut)).toBe(true);
    } finally {
      await t.ctx.database.query("update products set total_stock = $2 where prod_id = $1", [
        first.prodId,
        was!.total_stock,
      ]);
      await svc.end(a.shopId, id);
    }
  });
});

describe("pricing with activities", () => {
  it("a limited-time price and a 满减 tier reduce the cart, the confirm and the order to the fen, apportioned per line", async () => {
    const { a, a2 } = pick();
    const svc = discountServiceOf(t.ctx);
    const priceId = await svc.create(a.shopId, activity({ spuIds: [a.prodId], priceValue: 85 }));
    const tierId = await svc.create(
      a.shopId,
      activity({
        activityType: 2,
        discountRule: 0,
        discountItemList: [
          { needAmount: 150, discount: 20 },
          { needAmount: 300, discount: 50 },
        ],
        spuIds: [a.prodId, a2.prodId],
      }),
    );
    const u = await buyer(t);
    const ba = await addToCart(u.token, a, 1);
    const ba2 = await addToCart(u.token, a2, 2);

    // Cart: one group for the tier activity, its reduction and the next tier's hint; the activity price on the line.
    const info = await api(t, "POST", "/p/shopCart/info", { token: u.token, body: [] });
    const shop = info.data.find((s: { shopId: number }) => s.shopId === a.shopId);
    const group = shop.shopCartItemDiscounts.find(
      (g: { chooseDiscountItemDto: { discountId: number } | null }) => g.chooseDiscountItemDto?.discountId === tierId,
    );
    expect(group.shopCartItems.map((i: { skuId: number }) => i.skuId).sort()).toEqual([a.skuId, a2.skuId].sort());
    expect(group.chooseDiscountItemDto.reduceAmount).toBe(20); // ¥85 + ¥200 = ¥285 ≥ ¥150
    expect(group.chooseDiscountItemDto.hint).toBe("再买 ¥15.00 可减 ¥50.00");
    const lineA = group.shopCartItems.find((i: { skuId: number }) => i.skuId === a.skuId);
    expect(lineA.activity).toMatchObject({ discountId: priceId, activityPrice: 85 });
    // The line's amount is at the price paid, as the totals (not ¥100 × 1 = ¥100).
    expect(lineA.productTotalAmount).toBe(85);
    const lineA2 = group.shopCartItems.find((i: { skuId: number }) => i.skuId === a2.skuId);
    expect([lineA2.activity, lineA2.productTotalAmount]).toEqual([null, 200]);
    const en = await api(t, "POST", "/p/shopCart/info", { token: u.token, body: [], lang: "en" });
    const enGroup = en.data
      .find((s: { shopId: number }) => s.shopId === a.shopId)
      .shopCartItemDiscounts.find((g: { chooseDiscountItemDto: unknown }) => g.chooseDiscountItemDto);
    expect(enGroup.chooseDiscountItemDto.hint).toBe("Buy ¥15.00 more to save ¥50.00");

    const total = await api(t, "POST", "/p/shopCart/totalPay", { token: u.token, body: [ba, ba2] });
    expect(total.data).toMatchObject({
      totalMoney: 300,
      activityReduce: 15,
      shopDiscountReduce: 20,
      subtractMoney: 35,
      finalMoney: 265,
    });

    const c = await api(t, "POST", "/p/order/confirm", { token: u.token, body: { basketIds: [ba, ba2] } });
    expect(c.code, c.msg ?? "").toBe("00000");
    const cs = c.data.shopCartOrders[0];
    expect(cs).toMatchObject({ total: 300, activityReduce: 15, shopDiscountReduce: 20 });
    expect(cs.shopCartItemDiscounts[0].chooseDiscountItemDto.discountId).toBe(tierId);
    // Confirm lines: the price paid, the list price struck and the activity's badge.
    const confirmLines = cs.shopCartItemDiscounts.flatMap((g: { shopCartItems: unknown[] }) => g.shopCartItems);
    const cA = confirmLines.find((i: { skuId: number }) => i.skuId === a.skuId);
    expect(cA).toMatchObject({ price: 85, count: 1, productTotalAmount: 85, listPrice: 100 });
    expect(cA.activity).toMatchObject({ discountId: priceId, activityPrice: 85 });
    const cA2 = confirmLines.find((i: { skuId: number }) => i.skuId === a2.skuId);
    expect(cA2).toMatchObject({ price: 100, count: 2, productTotalAmount: 200, activity: null });
    const s = await api(t, "POST", "/p/order/submit", {
      token: u.token,
      body: { submitToken: c.data.submitToken, addrId: u.addrId },
    });
    expect(s.code, s.msg ?? "").toBe("00000");
    expect(s.data.actualTotal).toBe(c.data.actualTotal);

    const [o] = await t.ctx.database.query<Record<string, string>>(
      "select order_id, activity_reduce, shop_discount_reduce, total, actual_total, freight from orders where order_number = $1",
      [s.data.orderNumberList[0]],
    );
    expect(Number(o!.activity_reduce)).toBe(1500);
    expect(Number(o!.shop_discount_reduce)).toBe(2000);
    expect(Number(o!.actual_total)).toBe(30000 - 3500 + Number(o!.freight));
    const items = await t.ctx.database.query<Record<string, string>>(
      "select sku_id, activity_reduce, shop_discount_reduce, actual_total from order_items where order_id = $1",
      [o!.order_id],
    );
    const bySku = new Map(items.map((i) => [Number(i.sku_id), i]));
    expect(Number(bySku.get(a.skuId)!.activity_reduce)).toBe(1500);
    expect(Number(bySku.get(a2.skuId)!.activity_reduce)).toBe(0);
    // ¥20 over ¥85 and ¥200 by largest remainder: 596.49 → 596, 1403.51 → 1404.
    expect(Number(bySku.get(a.skuId)!.shop_discount_reduce)).toBe(596);
    expect(Number(bySku.get(a2.skuId)!.shop_discount_reduce)).toBe(1404);
    expect(items.reduce((n, i) => n + Number(i.actual_total), 0)).toBe(26500);
    // mall4j's names on the order detail: pieces, promotions' and coupons' reductions.
    const d = await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${s.data.orderNumberList[0]}`, {
      token: u.token,
    });
    expect(d.data).toMatchObject({ totalNum: d.data.productNums, discountMoney: 35, couponMoney: 0 });
    expect(d.data.totalNum).toBeGreaterThan(1);
    await svc.end(a.shopId, priceId);
    await svc.end(a.shopId, tierId);
  });

  it("an upcoming or ended activity takes nothing off; an activity that ends between confirm and submit sends the buyer back", async () => {
    const { a3 } = pick();
    const svc = discountServiceOf(t.ctx);
    await svc.create(
      a3.shopId,
      activity({ spuIds: [a3.prodId], startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 2 * DAY) }),
    );
    const ended = await svc.create(a3.shopId, activity({ spuIds: [a3.prodId], priceValue: 50 }));
    await svc.end(a3.shopId, ended);
    const u = await buyer(t);
    const id = await addToCart(u.token, a3, 1);
    const total = await api(t, "POST", "/p/shopCart/totalPay", { token: u.token, body: [id] });
    expect(total.data).toMatchObject({ totalMoney: 100, subtractMoney: 0, finalMoney: 100 });

    const running = await svc.create(a3.shopId, activity({ spuIds: [a3.prodId], priceValue: 90 }));
    const c = await api(t, "POST", "/p/order/confirm", { token: u.token, body: { basketIds: [id] } });
    expect(c.data.shopCartOrders[0].activityReduce).toBe(10);
    await svc.end(a3.shopId, running);
    const s = await api(t, "POST", "/p/order/submit", {
      token: u.token,
      body: { submitToken: c.data.submitToken, addrId: u.addrId },
      lang: "en",
    });
    expect(s.status).toBe(409);
    expect(s.msg).toBe("Product information has changed, please confirm the order again");
  });

  it("an activity starts and ends on time even while the shop's activities are cached (no edit needed)", async () => {
    const { a2 } = pick();
    const svc = discountServiceOf(t.ctx);
    const start = Date.now() + 60_000;
    const act = await svc.create(
      a2.shopId,
      activity({ spuIds: [a2.prodId], priceValue: 80, startTime: new Date(start), endTime: new Date(start + 60_000) }),
    );
    const u = await buyer(t);
    const reduce = async () =>
      (
        await api(t, "POST", "/p/order/confirm", {
          token: u.token,
          body: { buyNow: { prodId: a2.prodId, skuId: a2.skuId, count: 1 } },
        })
      ).data.shopCartOrders[0].activityReduce as number;
    const real = t.ctx.clock;
    try {
      expect(await reduce()).toBe(0); // upcoming (the shop's activities are now cached)
      t.ctx.clock = () => start + 1_000;
      expect(await reduce()).toBeGreaterThan(0); // started within the cache's lifetime
      t.ctx.clock = () => start + 61_000;
      expect(await reduce()).toBe(0); // ended, nobody edited it
    } finally {
      t.ctx.clock = real;
      await svc.end(a2.shopId, act);
    }
  });
});

describe("the shop side", () => {
  it("staff create, edit and end their own shop's activities; another shop's answer not found; bad input is refused clearly", async () => {
    const { a, b } = pick();
    const login = await api(t, "POST", "/m/login", { body: { userName: `shop${a.shopId}`, passWord: "souk1234" } });
    const token = login.data.token as string;
    const body = {
      discountNameZh: "满2件9折",
      discountNameEn: "10% off 2+",
      activityType: 2,
      discountRule: 3,
      discountItemList: [{ needAmount: 2, discount: 90 }],
      spuIds: [a.prodId],
      startTime: new Date(Date.now() + DAY).toISOString(),
      endTime: new Date(Date.now() + 3 * DAY).toISOString(),
    };
    const made = await api(t, "POST", "/m/discount", { token, body });
    expect(made.code, made.msg ?? "").toBe("00000");
    const id = made.data.discountId as number;
    const edited = await api(t, "PUT", `/m/discount/${id}`, {
      token,
      body: { ...body, discountNameZh: "满2件88折", discountItemList: [{ needAmount: 2, discount: 88 }] },
    });
    expect(edited.code, edited.msg ?? "").toBe("00000");
    const page = await api(t, "GET", "/m/discount/page", { token });
    const mine = page.data.records.find((d: { discountId: number }) => d.discountId === id);
    expect(mine).toMatchObject({ discountNameZh: "满2件88折", state: 0, status: 1, ruleText: "满2件8.8折" });
    expect((await api(t, "PUT", `/m/discount/${id}/end`, { token })).code).toBe("00000");
    expect((await api(t, "GET", `/ua/discount/info?discountId=${id}`)).data.state).toBe(2);
    const late = await api(t, "PUT", `/m/discount/${id}`, { token, body, lang: "en" });
    expect(late.status).toBe(409);
    expect(late.msg).toBe("The activity has ended and can no longer be changed");

    const foreign = await discountServiceOf(t.ctx).create(b.shopId, activity({ spuIds: [b.prodId] }));
    expect((await api(t, "PUT", `/m/discount/${foreign}/end`, { token })).status).toBe(404);
    expect((await api(t, "PUT", `/m/discount/${foreign}`, { token, body })).status).toBe(404);
    const otherShopsProduct = await api(t, "POST", "/m/discount", {
      token,
      body: { ...body, spuIds: [b.prodId] },
      lang: "en",
    });
    expect(otherShopsProduct.status).toBe(400);
    expect(otherShopsProduct.msg).toBe("Only your own shop's products can take part in the activity");
    const backwards = await api(t, "POST", "/m/discount", {
      token,
      body: { ...body, endTime: body.startTime, startTime: body.endTime },
      lang: "en",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.msg).toContain("the end must be after the start");
    const noTier = await api(t, "POST", "/m/discount", { token, body: { ...body, discountItemList: [] } });
    expect(noTier.msg).toContain("活动规则不完整或无效");
    const visitor = await api(t, "POST", "/m/discount", { body });
    expect(visitor.status).toBe(401);
    await discountServiceOf(t.ctx).end(b.shopId, foreign);
  });
});
