import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantSeckillView, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { createFlash, editFlash, flashFigures, ownerToken, type Flash } from "./test-support.ts";

/*
 * `PUT /m/seckill/{seckillId}`: the shop edits a flash sale that has not ended — before
 * the start anything, while running the price, the stock (never below what is sold), the end and the
 * limit — and buyers see the change at once; everything else is refused with a localized message.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

const mine = async (token: string, seckillId: number) =>
  (await api<Page<MerchantSeckillView>>(t, "GET", "/m/seckill/page?size=100", { token })).data.records.find(
    (r) => r.seckillId === seckillId,
  )!;

async function buy(f: Flash, count = 1) {
  const b = await buyer(t);
  const r = await api(t, "POST", "/p/seckill/order/submit", {
    token: b.token,
    body: { seckillSkuId: f.seckillSkuId, count, addrId: b.addrId },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
}

async function opLog(seckillId: number): Promise<{ action: string; detail: { nameEn?: string } }[]> {
  return t.ctx.database.query(
    "select action, detail from staff_op_log where target = $1 and action = 'promotion.update' order by id",
    [`flash_sale:${seckillId}`],
  );
}

describe("editing a flash sale", () => {
  it("before the start: names, window, limit, price and stock change; listed for the shop and shown to buyers", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 1, price: 990, startInMs: HOUR, skuIndex: 20 });
    const token = await ownerToken(t, f.sku.shopId);
    const start = new Date(Date.now() + 2 * HOUR);
    const r = await editFlash(t, f, token, {
      nameZh: "改过的秒杀",
      nameEn: "Edited flash sale",
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      maxNum: 3,
      sku: { seckillPrice: 1500, stock: 20 },
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    const row = await mine(token, f.seckillId);
    expect(row).toMatchObject({
      seckillNameZh: "改过的秒杀",
      seckillNameEn: "Edited flash sale",
      state: 1,
      maxNum: 3,
      seckillPrice: 15,
      totalStocks: 20,
      soldStocks: 0,
    });
    expect(row.skus[0]).toMatchObject({ skuId: f.sku.skuId, flashStock: 20, sold: 0, stock: 20 });
    const shown = await api(t, "GET", `/ua/seckill/prod?seckillId=${f.seckillId}`, { lang: "en" });
    expect(shown.data).toMatchObject({ seckillName: "Edited flash sale", seckillPrice: 15, state: 1 });
    expect((await opLog(f.seckillId)).map((e) => [e.action, e.detail.nameEn])).toEqual([
      ["promotion.update", "Edited flash sale"],
    ]);
  });

  it("while running: the new price is what buyers see and pay; raised stock is sold, the units sold stay sold", async () => {
    const f = await createFlash(t, { stock: 3, maxNum: 5, price: 990, skuIndex: 21 });
    const token = await ownerToken(t, f.sku.shopId);
    await buy(f, 2);
    const r = await editFlash(t, f, token, { sku: { seckillPrice: 1234, stock: 6 } });
    expect(r.code, r.msg ?? "").toBe("00000");
    const shown = await api(t, "GET", `/ua/seckill/prod?seckillId=${f.seckillId}`);
    expect(shown.data).toMatchObject({ state: 2, seckillPrice: 12.34, totalStocks: 6, soldStocks: 2 });
    expect(shown.data.skus[0]).toMatchObject({ seckillPrice: 12.34, stock: 4 });
    const b = await buyer(t);
    const c = await api(t, "POST", "/p/seckill/order/confirm", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1 },
    });
    expect(c.data).toMatchObject({ seckillPrice: 12.34, total: 12.34 });
    // The gate took the raise: the 4 units left are sold, the 5th buyer is told sold out.
    for (let i = 0; i < 4; i++) await buy(f);
    const late = await buyer(t);
    const refused = await api(t, "POST", "/p/seckill/order/submit", {
      token: late.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1, addrId: late.addrId },
    });
    expect(refused.code).toBe("A03010");
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: 5, pieces: 6, sold: 6, open: 6 });
  });

  it("while running, lowering the stock to what is sold sells out at once", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 5, skuIndex: 22 });
    const token = await ownerToken(t, f.sku.shopId);
    await buy(f, 3);
    expect((await editFlash(t, f, token, { sku: { stock: 3 } })).code).toBe("00000");
    expect((await mine(token, f.seckillId)).state).toBe(4); // sold out
    const b = await buyer(t);
    const r = await api(t, "POST", "/p/seckill/order/submit", {
      token: b.token,
      body: { seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId },
    });
    expect(r.code).toBe("A03010");
  });

  type Refusal = [
    what: string,
    make: () => Promise<{ f: Flash; token: string; change: Parameters<typeof editFlash>[3] }>,
    lang: "zh" | "en",
    expected: { status: number; code: string; msg: string },
  ];
  const running = async (skuIndex: number, sold = 0) => {
    const f = await createFlash(t, { stock: 10, maxNum: 5, skuIndex });
    if (sold > 0) await buy(f, sold);
    return { f, token: await ownerToken(t, f.sku.shopId) };
  };
  const refusals: Refusal[] = [
    [
      "ended by the shop",
      async () => {
        const r = await running(23);
        await api(t, "PUT", `/m/seckill/${r.f.seckillId}/end`, { token: r.token });
        return { ...r, change: { nameEn: "Too late" } };
      },
      "zh",
      { status: 409, code: "A00035", msg: "活动已结束，不能再修改" },
    ],
    [
      "past its end",
      async () => {
        const f = await createFlash(t, { stock: 5, maxNum: 1, startInMs: -2 * HOUR, durationMs: HOUR, skuIndex: 24 });
        return { f, token: await ownerToken(t, f.sku.shopId), change: { endTime: new Date(Date.now() + HOUR) } };
      },
      "en",
      { status: 409, code: "A00035", msg: "The activity has ended and can no longer be changed" },
    ],
    [
      "stock below the units sold",
      async () => ({ ...(await running(25, 4)), change: { sku: { stock: 3 } } }),
      "zh",
      { status: 409, code: "A00001", msg: "秒杀库存不能少于已售出（含正在下单）的4件" },
    ],
    [
      "another product once running",
      async () => {
        const r = await running(26);
        const other = (
          await t.ctx.database.query<{ prod_id: number; sku_id: number }>(
            `select p.prod_id, k.sku_id from products p join skus k on k.prod_id = p.prod_id
            where p.shop_id = $1 and p.prod_id <> $2 and p.status = 1 and k.status = 1 limit 1`,
            [r.f.sku.shopId, r.f.sku.prodId],
          )
        )[0]!;
        r.f.body = { ...r.f.body, skus: [{ skuId: Number(other.sku_id), seckillPrice: 990, stock: 10 }] };
        return { ...r, change: { prodId: Number(other.prod_id) } };
      },
      "en",
      { status: 409, code: "A00001", msg: "The activity has started: its product cannot be changed" },
    ],
    [
      "start moved past now once running",
      async () => ({
        ...(await running(27)),
        change: { startTime: new Date(Date.now() + HOUR), endTime: new Date(Date.now() + 3 * HOUR) },
      }),
      "en",
      { status: 409, code: "A00001", msg: "The activity has started: its start cannot be moved later than now" },
    ],
    [
      "an end in the past",
      async () => ({ ...(await running(28)), change: { endTime: new Date(Date.now() - 1000) } }),
      "zh",
      { status: 409, code: "A00001", msg: "结束时间须晚于当前时间（要立即结束请使用“结束”）" },
    ],
    [
      "a bad body (limit 0)",
      async () => ({ ...(await running(29)), change: { maxNum: 0 } }),
      "zh",
      { status: 400, code: "A00002", msg: "购买数量为1-99件" },
    ],
    [
      "a bad body (end before start)",
      async () => ({ ...(await running(30)), change: { endTime: new Date(Date.now() - 2 * HOUR) } }),
      "en",
      { status: 400, code: "A00002", msg: "the end must be after the start" },
    ],
  ];
  it.each(refusals)("is refused: %s", async (_what, make, lang, expected) => {
    const { f, token, change } = await make();
    const before = await flashFigures(t, f.seckillSkuId);
    const r = await editFlash(t, f, token, change, lang);
    expect({ status: r.status, code: r.code }).toEqual({ status: expected.status, code: expected.code });
    expect(r.msg).toContain(expected.msg);
    expect(await flashFigures(t, f.seckillSkuId)).toEqual(before);
    expect(await opLog(f.seckillId)).toEqual([]);
  });

  it("another shop's flash sale answers 404 exactly like an unknown id, and stays as it was", async () => {
    const f = await createFlash(t, { stock: 10, maxNum: 1, skuIndex: 31 });
    const [other] = await t.ctx.database.query<{ shop_id: number }>(
      "select shop_id from shops where status = 1 and shop_id <> $1 order by shop_id limit 1",
      [f.sku.shopId],
    );
    const token = await ownerToken(t, Number(other!.shop_id));
    const theirs = await editFlash(t, f, token, { sku: { seckillPrice: 1 } });
    const unknown = await editFlash(t, { ...f, seckillId: 2_000_000_000 }, token, { sku: { seckillPrice: 1 } });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([404, unknown.code, unknown.msg]);
    const shown = await api(t, "GET", `/ua/seckill/prod?seckillId=${f.seckillId}`);
    expect(shown.data.seckillPrice).toBe(9.9);
  });
});
