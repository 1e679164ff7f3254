import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { api } from "../../../test/http.ts";
import { expectOkOrSoldOut } from "../merchant/test-support.ts";
import { createFlash, editFlash, flashFigures, manyBuyers, ownerToken, tally } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 180_000);
afterAll(async () => t.close());

const BUYERS = 60;
const STOCKS = [14, 30, 18, 45, 35, 52];

const buy = (b: { token: string; addrId: number }, seckillSkuId: number) =>
  api(t, "POST", "/p/seckill/order/submit", { token: b.token, body: { seckillSkuId, count: 1, addrId: b.addrId } });

/** A buyer's client retries the 503 'very hot' (a Redis command that timed out) as the storefront does. */
async function buyUntilAnswered(b: { token: string; addrId: number }, seckillSkuId: number) {
  for (let i = 0; ; i++) {
    const r = await buy(b, seckillSkuId);
    if (r.status !== 503 || i === 20) return r;
    await new Promise((res) => setTimeout(res, 20 + Math.random() * 80));
  }
}

/**
 * The shop edits a running flash sale's stock ({@link STOCKS}, down and up) while BUYERS buyers buy
 * one unit each. An edit lowering the stock below what is sold or being bought is refused; the
 * others hold. Whatever the interleaving (PGlite serializes, PostgreSQL and Redis really race):
 * every success is one order and one unit sold, never more than the stock; and the gate agrees with
 * the database afterwards — buyers who come later buy exactly the units left, no unit is lost.
 */
describe(`flash stock edited while ${BUYERS} buyers buy (${process.env.TEST_REDIS_URL ? "Redis" : "in-process"} gate)`, () => {
  it("no oversell, no lost sale, no lost unit", async () => {
    const f = await createFlash(t, { stock: 20, maxNum: 1, skuIndex: 40 });
    const token = await ownerToken(t, f.sku.shopId);
    const buyers = await manyBuyers(t, BUYERS);
    // In waves: each edit is saved while a wave of buyers buys.
    const edits: { stock: number; code: string; msg: string | null }[] = [];
    const results: { code: string }[] = [];
    const wave = BUYERS / STOCKS.length;
    for (const [i, stock] of STOCKS.entries()) {
      const [r, ...bought] = await Promise.all([
        editFlash(t, f, token, { sku: { stock } }),
        ...buyers.slice(i * wave, (i + 1) * wave).map((b) => buyUntilAnswered(b, f.seckillSkuId)),
      ]);
      edits.push({ stock, code: r!.code, msg: r!.msg });
      results.push(...bought);
    }

    expectOkOrSoldOut(results);
    for (const e of edits)
      expect(e.code === "00000" || e.msg?.startsWith("The flash stock cannot be less"), e.msg ?? "").toBe(true);
    const [row] = await t.ctx.database.query<{ stock: number }>(
      "select stock from seckill_skus where seckill_sku_id = $1",
      [f.seckillSkuId],
    );
    const stock = Number(row!.stock);
    expect(stock).toBe([...edits].reverse().find((e) => e.code === "00000")?.stock ?? 20);
    const ok = tally(results)["00000"] ?? 0;
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: ok, pieces: ok, sold: ok, open: ok });
    expect(ok).toBeLessThanOrEqual(stock);

    // The gate lost nothing: late buyers get exactly the units left, then sold out.
    const late = await manyBuyers(t, stock - ok + 2);
    const lateResults = [];
    for (const b of late) lateResults.push((await buyUntilAnswered(b, f.seckillSkuId)).code);
    expect(lateResults.filter((c) => c === "00000")).toHaveLength(stock - ok);
    expect(lateResults.slice(stock - ok)).toEqual(["A03010", "A03010"]);
    expect((await flashFigures(t, f.seckillSkuId)).sold).toBe(stock);
  }, 180_000);
});
