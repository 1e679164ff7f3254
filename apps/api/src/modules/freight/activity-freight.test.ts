import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConfirmOrderView,
  FreightTemplate,
  FreightTemplateBody,
  GroupConfirmView,
  PointsExchangeConfirm,
  PointsExchangeResult,
  SeckillConfirmView,
  SubmitOrderResult,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { ensureFreightDemo } from "../../seed/freight.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { addressServiceOf } from "../address/service.ts";
import { buyer, expectBalanceIsLedgerSum, grant, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import {
  createGroupActivity,
  groupSubmit,
  payBalance,
  refundsOf,
  statusOfOrder,
  teamOf,
} from "../groupbuy/test-support.ts";
import { pointsMallServiceOf } from "../points-mall/service.ts";
import { grantPoints } from "../points/test-support.ts";
import { fireJobs, staffToken } from "../refund/test-support.ts";
import { createFlash, flashFigures } from "../seckill/test-support.ts";
import { walletServiceOf } from "../wallet/service.ts";

/*
 * Every order ships by the shop's freight template (ADR 0044): flash-sale and group-buy orders
 * charge the template's freight for the chosen address and refuse an address the shop does not
 * deliver to with checkout's message (A00029); submit reads the template as it is then; a failed
 * group gives the freight back; points-mall exchanges ship free but refuse such an address too.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let skus: Sku[];
let shop: number;
let owner: string;
let templateId: number;
/** Index (in onSaleSkus) of further products of the templated shop. */
let groupIdx: number;
let pointsSku: Sku;

/** Beijing: ¥6 the first item, ¥3 each further one; elsewhere ¥10 + ¥5; never free; not Tibet. */
const template: FreightTemplateBody = {
  name: "活动运费",
  freeOver: null,
  defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 1, addFee: 500 },
  regionRules: [{ areaIds: [11], firstUnit: 1, firstFee: 600, addUnit: 1, addFee: 300 }],
  noDeliveryAreaIds: [54],
};

async function setTemplate(change: Partial<FreightTemplateBody> = {}): Promise<void> {
  const r = await api(t, "PUT", `/m/freight-templates/${templateId}`, {
    token: owner,
    body: { ...template, ...change },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
}

beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
  shop = skus[0]!.shopId;
  owner = await staffToken(t, shop);
  const made = await api<FreightTemplate>(t, "POST", "/m/freight-templates", { token: owner, body: template });
  expect(made.code, made.msg ?? "").toBe("00000");
  templateId = made.data.templateId;
  groupIdx = skus.findIndex((s, i) => i > 0 && s.shopId === shop && s.stock >= 10);
  pointsSku = skus.find((s, i) => i > groupIdx && s.shopId === shop && s.stock >= 10)!;
  expect(groupIdx).toBeGreaterThan(0);
  expect(pointsSku).toBeDefined();
});
afterAll(async () => t.close());

async function tibet(userId: number): Promise<number> {
  return addressServiceOf(t.ctx).add(
    userId,
    { receiver: "张三", mobile: "13800138000", provinceId: 54, cityId: 5401, areaId: 540102, addr: "北京中路1号" },
    "zh",
  );
}

async function freightOf(orderNumber: string): Promise<number> {
  const [o] = await t.ctx.database.query<{ f: number }>("select freight as f from orders where order_number = $1", [
    orderNumber,
  ]);
  return Number(o!.f);
}

const refusal = {
  zh: /^店铺「.+」不配送到该地址，请更换收货地址$/,
  en: /does not deliver to this address; please choose another address$/,
};

describe("flash-sale orders", () => {
  it("charge the shop's template for the address; an address not delivered to: confirm says so, submit refuses and gives the gate its units back", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 2, price: 990 });
    const b = await buyer(t); // Beijing
    const away = await tibet(b.userId);
    const confirm = (addrId?: number) =>
      api<SeckillConfirmView>(t, "POST", "/p/seckill/order/confirm", {
        token: b.token,
        body: { seckillSkuId: f.seckillSkuId, count: 2, ...(addrId ? { addrId } : {}) },
      });
    const home = await confirm();
    expect(home.code, home.msg ?? "").toBe("00000");
    expect(home.data).toMatchObject({ total: 19.8, transfee: 9, actualTotal: 28.8, deliverable: true });
    const far = await confirm(away);
    expect(far.data).toMatchObject({ transfee: 0, deliverable: false });

    for (const lang of ["zh", "en"] as const) {
      const r = await api(t, "POST", "/p/seckill/order/submit", {
        token: b.token,
        lang,
        body: { seckillSkuId: f.seckillSkuId, count: 2, addrId: away },
      });
      expect([r.status, r.code]).toEqual([409, "A00029"]);
      expect(r.msg).toMatch(refusal[lang]);
    }
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ orders: 0, sold: 0 });

    // The refusals held no units: the buyer's whole limit is still there, to Beijing.
    const ok = await api<SubmitOrderResult>(t, "POST", "/p/seckill/order/submit", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 2, addrId: b.addrId },
    });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    expect(ok.data.actualTotal).toBe(28.8);
    expect(await freightOf(ok.data.orderNumbers[0]!)).toBe(900);
  });

  it("submit prices freight by the template as it is then: a change after confirm is charged, a region dropped is refused", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 1, price: 990 });
    const [a, b] = [await buyer(t), await buyer(t)];
    const c = await api<SeckillConfirmView>(t, "POST", "/p/seckill/order/confirm", {
      token: a.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1 },
    });
    expect(c.data.transfee).toBe(6);
    await setTemplate({ regionRules: [{ areaIds: [11], firstUnit: 1, firstFee: 2000, addUnit: 1, addFee: 0 }] });
    const ok = await api<SubmitOrderResult>(t, "POST", "/p/seckill/order/submit", {
      token: a.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1, addrId: a.addrId },
    });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    expect(ok.data.actualTotal).toBe(29.9);
    expect(await freightOf(ok.data.orderNumbers[0]!)).toBe(2000);

    await setTemplate({ noDeliveryAreaIds: [54, 1101] }); // no longer Beijing city
    const refused = await api(t, "POST", "/p/seckill/order/submit", {
      token: b.token,
      lang: "en",
      body: { seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId },
    });
    expect([refused.status, refused.code]).toEqual([409, "A00029"]);
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ orders: 1, sold: 1 });
    await setTemplate();
  });
});

describe("group-buy orders", () => {
  it("charge the shop's template (free only without one); an address not delivered to is refused; a change after confirm is charged", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, price: 1500, skuIndex: groupIdx });
    const b = await buyer(t);
    const away = await tibet(b.userId);
    const confirm = (addrId?: number) =>
      api<GroupConfirmView>(t, "POST", "/p/group_order/confirm", {
        token: b.token,
        body: { groupSkuId: g.groupSkuId, count: 2, groupTeamId: 0, ...(addrId ? { addrId } : {}) },
      });
    const home = await confirm();
    expect(home.code, home.msg ?? "").toBe("00000");
    expect(home.data).toMatchObject({ total: 30, transfee: 9, actualTotal: 39, deliverable: true });
    expect((await confirm(away)).data).toMatchObject({ transfee: 0, deliverable: false });

    const [before] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from group_orders");
    for (const lang of ["zh", "en"] as const) {
      const r = await groupSubmit(t, { token: b.token, addrId: away }, { groupSkuId: g.groupSkuId, count: 2 }, lang);
      expect([r.status, r.code]).toEqual([409, "A00029"]);
      expect(r.msg).toMatch(refusal[lang]);
    }
    const [after] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from group_orders");
    expect(after!.n).toBe(before!.n);

    await setTemplate({ regionRules: [{ areaIds: [110101], firstUnit: 1, firstFee: 1200, addUnit: 1, addFee: 100 }] });
    const ok = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, count: 2 });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    expect(ok.data.actualTotal).toBe(30 + 13);
    expect(await freightOf(ok.data.orderNumbers[0]!)).toBe(1300);
    await setTemplate();
  });

  it("a group that fails gives back everything paid, the freight too", async () => {
    const g = await createGroupActivity(t, { groupNumber: 3, price: 1500, skuIndex: groupIdx });
    const a = await buyer(t);
    const s = await groupSubmit(t, a, { groupSkuId: g.groupSkuId });
    expect(s.code, s.msg ?? "").toBe("00000");
    expect(s.data.actualTotal).toBe(21); // ¥15 + ¥6 to Beijing
    await grant(t, a.userId, 50_00);
    expect((await payBalance(t, a, s.data.payNo)).code).toBe("00000");
    expect(await walletServiceOf(t.ctx).balance(a.userId)).toBe(50_00 - 21_00);
    const teamId = (await teamOf(t, s.data.orderNumbers[0]!))!;

    await fireJobs(t, `group-expire:${teamId}`);
    expect(await statusOfOrder(t, s.data.orderNumbers[0]!)).toBe(6);
    await fireJobs(t, "group-refund:");
    expect(await refundsOf(t, s.data.orderNumbers[0]!)).toEqual({ n: 1, amount: 21_00, done: 1 });
    expect(await walletServiceOf(t.ctx).balance(a.userId)).toBe(50_00);
    await expectBalanceIsLedgerSum(t, a.userId);
  });
});

describe("points-mall exchanges", () => {
  it("ship free, but an address the shop's template does not deliver to is marked on confirm and refused at submit", async () => {
    await pointsMallServiceOf(t.ctx).setProduct(
      { prodId: pointsSku.prodId, points: 100, cash: 0, status: 1, seq: 0 },
      "test",
    );
    const b = await buyer(t);
    const away = await tibet(b.userId);
    await grantPoints(t, b.userId, 1000);
    const body = { prodId: pointsSku.prodId, skuId: pointsSku.skuId, count: 1 };
    const home = await api<PointsExchangeConfirm>(t, "POST", "/p/points/order/confirm", {
      token: b.token,
      body: { ...body, addrId: b.addrId },
    });
    expect(home.code, home.msg ?? "").toBe("00000");
    expect(home.data).toMatchObject({ actualTotal: 0, deliverable: true });
    const far = await api<PointsExchangeConfirm>(t, "POST", "/p/points/order/confirm", {
      token: b.token,
      body: { ...body, addrId: away },
    });
    expect(far.data.deliverable).toBe(false);
    for (const lang of ["zh", "en"] as const) {
      const r = await api(t, "POST", "/p/points/order/submit", {
        token: b.token,
        lang,
        body: { ...body, addrId: away },
      });
      expect([r.status, r.code]).toEqual([409, "A00029"]);
      expect(r.msg).toMatch(refusal[lang]);
    }
    const ok = await api<PointsExchangeResult>(t, "POST", "/p/points/order/submit", {
      token: b.token,
      body: { ...body, addrId: b.addrId },
    });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    expect(ok.data).toMatchObject({ actualTotal: 0, paid: true, totalPoints: 100 });
    expect(await freightOf(ok.data.orderNumbers[0]!)).toBe(0);
  });
});

describe("the demo's template by weight (seed/freight.ts)", () => {
  it("shop 8 ships by weight and its SKUs weigh 0.5-2.25 kg; loading the demo twice changes nothing", async () => {
    await ensureFreightDemo(t.ctx);
    await ensureFreightDemo(t.ctx);
    const [tpl] = await t.ctx.database.query<{ n: number; charge_type: number; default_rule: unknown }>(
      "select count(*)::int as n, min(charge_type) as charge_type, min(default_rule::text) as default_rule from freight_templates where shop_id = 8",
    );
    expect(Number(tpl!.n)).toBe(1);
    expect(Number(tpl!.charge_type)).toBe(1);
    expect(JSON.parse(String(tpl!.default_rule))).toEqual({ firstUnit: 1, firstFee: 1000, addUnit: 0.5, addFee: 400 });
    const weights = await t.ctx.database.query<{ w: number }>(
      "select k.weight as w from skus k join products p on p.prod_id = k.prod_id where p.shop_id = 8",
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const { w } of weights) expect(Number(w)).toBeGreaterThanOrEqual(500);
    for (const { w } of weights) expect(Number(w)).toBeLessThanOrEqual(2250);

    // A buy-now to Beijing is charged by what it weighs: ¥10 the first kilogram, ¥4 each further 0.5 kg.
    const s = (await onSaleSkus(t)).filter((x) => x.shopId === 8 && x.stock >= 2).sort((x, y) => x.price - y.price)[0];
    expect(s).toBeDefined();
    if (!s) return;
    const [k] = await t.ctx.database.query<{ w: number }>("select weight as w from skus where sku_id = $1", [s.skuId]);
    const grams = Number(k!.w) * 2;
    const b = await buyer(t);
    const c = await api<ConfirmOrderView>(t, "POST", "/p/order/confirm", {
      token: b.token,
      body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2 } },
    });
    expect(c.code, c.msg ?? "").toBe("00000");
    const shop = c.data.shopCartOrders[0]!;
    expect(shop.freightRule).toMatchObject({ byWeight: true, firstUnit: 1, addUnit: 0.5, fee: 10, addFee: 4 });
    const goods = shop.total - shop.shopReduce;
    const want = goods >= 299 ? 0 : 10 + Math.ceil(Math.max(0, grams - 1000) / 500) * 4;
    expect(shop.transfee).toBe(want);
  });
});
