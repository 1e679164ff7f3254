import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { createKv } from "../../infra/kv/index.ts";
import { seed } from "../../seed/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, stockOf } from "../checkout/test-support.ts";
import { api, apiZh } from "../../../test/http.ts";
import { cancelJobKey } from "../order/service.ts";
import { flashGateOf } from "./gate.ts";
import { createFlash, flashFigures } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const submit = (b: { token: string; addrId: number }, body: Record<string, unknown>, lang: "zh" | "en" = "en") =>
  api(t, "POST", "/p/seckill/order/submit", { token: b.token, body: { addrId: b.addrId, ...body }, lang });

async function counts(): Promise<number[]> {
  const [r] = await t.ctx.database.query<{ o: number; s: number; tr: number }>(
    "select (select count(*)::int from orders) as o, (select count(*)::int from seckill_orders) as s, (select count(*)::int from trades) as tr",
  );
  return [Number(r!.o), Number(r!.s), Number(r!.tr)];
}

describe("a flash purchase", () => {
  it("is listed in its session, priced at the flash price alone, paid, and leaves the normal stock alone", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 2, price: 1990 });
    const sessions = await api(t, "GET", "/ua/seckill/sessions");
    expect(sessions.data.some((s: { state: number }) => s.state === 2)).toBe(true);
    const listed: number[] = [];
    for (const session of sessions.data as { session: number }[]) {
      const page = await api(t, "GET", `/ua/seckill/page?session=${session.session}&size=50`);
      listed.push(...page.data.records.map((r: { seckillId: number }) => r.seckillId));
    }
    expect(listed).toContain(f.seckillId);
    const info = await api(t, "GET", `/ua/seckill/prod?seckillId=${f.seckillId}`, { lang: "en" });
    expect(info.data).toMatchObject({ state: 2, seckillPrice: 19.9, totalStocks: 10, soldStocks: 0, maxNum: 2 });
    expect(info.data.expiresIn).toBeGreaterThan(0);

    const b = await buyer(t);
    const c = await api(t, "POST", "/p/seckill/order/confirm", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 2 },
    });
    // ¥19.90 × 2 = ¥39.80, under the free-freight threshold: + ¥8 freight; no coupon or discount applies.
    expect(c.data).toMatchObject({ total: 39.8, transfee: 8, actualTotal: 47.8, count: 2 });
    const normal = await stockOf(t, f.sku.skuId);
    const s = await submit(b, { seckillSkuId: f.seckillSkuId, count: 2 });
    expect(s.code, s.msg ?? "").toBe("00000");
    expect(s.data.actualTotal).toBe(47.8);
    await grant(t, b.userId, 100_00);
    const paid = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: s.data.payNo, payType: 1 } });
    expect(paid.code, paid.msg ?? "").toBe("00000");
    const detail = await api(t, "GET", `/p/myOrder/orderDetail?orderNumber=${s.data.orderNumbers[0]}`, {
      token: b.token,
    });
    expect(detail.data.status).toBe(2);
    expect(await stockOf(t, f.sku.skuId)).toBe(normal);
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: 1, pieces: 2, sold: 2, open: 2 });
    // The limit (2) is used up by the paid order.
    expect((await submit(b, { seckillSkuId: f.seckillSkuId, count: 1 })).msg).toBe(
      "You can buy at most 2 in this flash sale",
    );
  });

  it("unpaid: cancelled after the shorter flash timeout, units back to the flash stock exactly once", async () => {
    const f = await createFlash(t, { stock: 1, maxNum: 1, skuIndex: 3 });
    const b = await buyer(t);
    const s = await submit(b, { seckillSkuId: f.seckillSkuId, count: 1 });
    expect(s.code).toBe("00000");
    const [job] = await t.ctx.database.query<{ minutes: number }>(
      "select round(extract(epoch from (run_at - now())) / 60)::int as minutes from jobs where unique_key = $1",
      [cancelJobKey(s.data.payNo)],
    );
    expect(Number(job!.minutes)).toBe(5); // FLASH_UNPAID_MINUTES, not the 30 of ordinary orders
    const other = await buyer(t);
    expect((await submit(other, { seckillSkuId: f.seckillSkuId, count: 1 })).code).toBe("A03010");

    // The timeout job twice (a retry) racing the buyer's own cancel: one of them releases.
    await t.ctx.database.query("update jobs set run_at = now() - interval '1 second' where unique_key = $1", [
      cancelJobKey(s.data.payNo),
    ]);
    await Promise.all([
      t.ctx.jobs.runDueOnce(),
      api(t, "PUT", `/p/myOrder/cancel/${s.data.orderNumbers[0]}`, { token: b.token }),
    ]);
    await t.ctx.jobs.runDueOnce();
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: 1, pieces: 1, sold: 0, open: 0 });
    // The unit is buyable again — by exactly one buyer.
    const again = await Promise.all([
      submit(other, { seckillSkuId: f.seckillSkuId, count: 1 }),
      submit(b, { seckillSkuId: f.seckillSkuId, count: 1 }),
    ]);
    expect(again.map((r) => r.code).sort()).toEqual(["00000", "A03010"]);
  });
});

describe("shown where buyers look (issue 32)", () => {
  it("the home strip carries each product's flash sale; the detail page its entry; secdetail and confirm the buyer's quota", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 2, price: 1990, skuIndex: 7 });
    // Home: the limited_skill block has the flash price, units and id of each product it shows.
    const home = await api(t, "GET", "/shopRenovation/homepage?renovationType=1");
    const block = (JSON.parse(home.data.content) as { type: string; dataField: Record<string, unknown> }[]).find(
      (b) => b.type === "limited_skill",
    )!;
    const sales = block.dataField.seckills as { seckillId: number; prodId: number; seckillPrice: number }[];
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.map((s) => s.prodId)).toEqual(block.dataField.prodIds);
    for (const s of sales) {
      const info = await api(t, "GET", `/ua/seckill/prod?seckillId=${s.seckillId}`);
      expect(info.data).toMatchObject({ prodId: s.prodId, seckillPrice: s.seckillPrice });
      expect([2, 4]).toContain(info.data.state); // running, or running and sold out (the bar says so)
    }
    // Detail: the product's running flash sale, its price and end, as a badge with the seckill id.
    const detail = await api(t, "GET", `/prod/prodInfo?prodId=${f.sku.prodId}`);
    const badge = detail.data.activities.find((a: { type: string }) => a.type === "seckill");
    expect(badge).toMatchObject({ seckillId: expect.any(Number), activityPrice: expect.any(Number) });
    expect(badge.expiresIn).toBeGreaterThan(0);

    // Quota: after 1 of 2, the buyer may buy 1 more; confirm refuses 2 and says how many are left.
    const b = await buyer(t);
    expect((await api(t, "GET", `/p/seckill/quota?seckillId=${f.seckillId}`, { token: b.token })).data).toEqual({
      maxNum: 2,
      bought: 0,
      remaining: 2,
    });
    expect((await submit(b, { seckillSkuId: f.seckillSkuId, count: 1 })).code).toBe("00000");
    expect((await api(t, "GET", `/p/seckill/quota?seckillId=${f.seckillId}`, { token: b.token })).data).toEqual({
      maxNum: 2,
      bought: 1,
      remaining: 1,
    });
    const over = await apiZh(t, "POST", "/p/seckill/order/confirm", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 2 },
    });
    expect([over.status, over.msg]).toEqual([409, "每人限购2件，您还可购买1件"]);
    const ok = await api(t, "POST", "/p/seckill/order/confirm", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1 },
    });
    expect(ok.data).toMatchObject({ count: 1, remaining: 0 });
    expect((await api(t, "GET", "/p/seckill/quota?seckillId=99999999", { token: b.token })).status).toBe(404);
    expect((await api(t, "GET", `/p/seckill/quota?seckillId=${f.seckillId}`)).code).toBe("A00004");
  });
});

describe("bad input: refused with the spec's message, nothing created", () => {
  it.each([
    ["before the start", { startInMs: 3_600_000 }, {}, 409, "Event not started", "活动未开始"],
    ["after the end", { startInMs: -7_200_000, durationMs: 3_600_000 }, {}, 409, "The event has ended", "活动已结束"],
    ["over the limit", {}, { count: 3 }, 409, "You can buy at most 2 in this flash sale", "每人限购2件"],
    ["a forged seckillSkuId", {}, { seckillSkuId: 99_999_999 }, 404, "The flash sale does not exist", "秒杀活动不存在"],
    ["quantity 0", {}, { count: 0 }, 400, "The quantity must be 1-99", "购买数量为1-99件"],
    ["quantity 1.5", {}, { count: 1.5 }, 400, "The quantity must be 1-99", "购买数量为1-99件"],
    ["quantity as a string", {}, { count: "1" }, 400, "The quantity must be 1-99", "购买数量为1-99件"],
  ])("%s", async (_name, window, body, status, en, zh) => {
    const f = await createFlash(t, { stock: 5, maxNum: 2, skuIndex: 4, ...window });
    const b = await buyer(t);
    const before = await counts();
    const r = await submit(b, { seckillSkuId: f.seckillSkuId, count: 1, ...body });
    expect([r.status, r.msg]).toEqual([status, expect.stringContaining(en)]);
    const rz = await submit(b, { seckillSkuId: f.seckillSkuId, count: 1, ...body }, "zh");
    expect(rz.msg).toContain(zh);
    expect(await counts()).toEqual(before);
    expect((await flashFigures(t, f.seckillSkuId)).sold).toBe(0);
  });

  it("a flash sale the shop ended answers 'The event has ended'", async () => {
    const f = await createFlash(t, { stock: 5, maxNum: 1, skuIndex: 5 });
    const staff = await api(t, "POST", "/m/login", { body: { userName: `shop${f.sku.shopId}`, passWord: "souk1234" } });
    const token = staff.data.token as string;
    const end = await api(t, "PUT", `/m/seckill/${f.seckillId}/end`, { headers: { authorization: `Bearer ${token}` } });
    expect(end.code, end.msg ?? "").toBe("00000");
    const b = await buyer(t);
    expect(
      (
        await apiZh(t, "POST", "/p/seckill/order/submit", {
          token: b.token,
          body: { seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId },
        })
      ).msg,
    ).toBe("活动已结束");
  });
});

describe("Redis unreachable", () => {
  let dead: TestApp;
  beforeAll(async () => {
    dead = await createTestApp(undefined, {}, { kv: createKv("redis://127.0.0.1:3132", { timeoutMs: 200 }) });
    await seed(dead.ctx, { products: 20, afterSalesDemo: false });
  });
  afterAll(async () => dead.close());

  it("the flash sale answers 503 + Retry-After ('very hot'); the catalogue and a normal checkout still work", async () => {
    const sku = (await onSaleSkus(dead))[0]!;
    const f = await createFlash(dead, { stock: 5, maxNum: 1 });
    const b = await buyer(dead);
    const started = Date.now();
    const r = await dead.app.inject({
      method: "POST",
      url: "/p/seckill/order/submit",
      headers: { authorization: `Bearer ${b.token}`, "accept-language": "en" },
      payload: { seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId },
    });
    expect(r.statusCode).toBe(503);
    expect(r.headers["retry-after"]).toBeDefined();
    expect(r.json().msg).toBe("The activity is very hot, please try again later");
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await flashFigures(dead, f.seckillSkuId)).orders).toBe(0);

    expect((await api(dead, "GET", `/ua/seckill/prod?seckillId=${f.seckillId}`)).code).toBe("00000");
    expect((await api(dead, "GET", `/prod/prodInfo?prodId=${sku.prodId}`)).status).toBe(200);
    const order = await placeOrder(dead, b, { buyNow: { prodId: sku.prodId, skuId: sku.skuId, count: 1 } });
    expect(order.payNo).toMatch(/^\d{24}$/);
  });
});

it("the gate's counters are rebuilt from the database at start", async () => {
  const f = await createFlash(t, { stock: 3, maxNum: 1, skuIndex: 6 });
  const gate = flashGateOf(t.ctx);
  await gate.stock.load(f.seckillSkuId, { left: 0, users: new Map() }, 60, true); // drifted
  expect(await gate.rebuildAll()).toBeGreaterThan(0);
  expect(await gate.stock.reserve(f.seckillSkuId, 1, 1, 1)).toEqual({ ok: true, left: 2 });
});
