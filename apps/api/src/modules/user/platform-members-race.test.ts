import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum, grant, onSaleSkus, placeOrder } from "../checkout/test-support.ts";
import { expectPointsAreLedgerSum, grantPoints, platformToken } from "../points/test-support.ts";
import { walletServiceOf } from "../wallet/service.ts";

/**
 * The console's adjustments racing each other and the buyer's own balance payment:
 * whatever order they land in, the balance equals the ledger sum, never goes below zero, and every
 * answer the API gave is on the ledger. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createSeededApp();
  admin = await platformToken(t);
});
afterAll(async () => t.close());

describe("parallel adjustments", () => {
  it("credits, debits and a balance payment racing: balance = ledger sum ≥ 0, each success posted once", async () => {
    const b = await buyer(t);
    const sku = (await onSaleSkus(t)).find((s) => s.price <= 50_00)!;
    const order = await placeOrder(t, b, { buyNow: { prodId: sku.prodId, skuId: sku.skuId, count: 1 } });
    const price = Math.round(order.actualTotal * 100); // the order's total in fen (the wire says yuan)
    await grant(t, b.userId, price + 30_00);
    const start = await walletServiceOf(t.ctx).balance(b.userId);
    const adjust = (yuan: string, i: number) =>
      api<{ applied: boolean; balance: number }>(t, "POST", "/admin/wallet/adjust", {
        token: admin,
        body: { userId: b.userId, amount: yuan, reason: "并发测试", requestId: `race-${b.userId}-${i}` },
      });
    const jobs = [
      ...Array.from({ length: 6 }, (_, i) => adjust("-10", i).then((r) => ({ kind: "debit" as const, r }))),
      ...Array.from({ length: 4 }, (_, i) => adjust("2.50", 100 + i).then((r) => ({ kind: "credit" as const, r }))),
      api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: order.payNo, payType: 1 } }).then((r) => ({
        kind: "pay" as const,
        r,
      })),
    ];
    const results = await Promise.all(jobs);
    for (const { kind, r } of results) {
      // Each either went through or was refused for the balance, with a message (never a 500).
      if (r.code === "00000") continue;
      expect(r.code, `${kind}: ${r.msg}`).toBe("A00001");
      if (kind !== "pay") expect(r.status).toBe(409);
    }
    const ok = (kind: string) => results.filter((x) => x.kind === kind && x.r.code === "00000").length;
    const paid = ok("pay") === 1 ? price : 0;
    const expected = start - ok("debit") * 10_00 + ok("credit") * 2_50 - paid;
    const balance = await expectBalanceIsLedgerSum(t, b.userId);
    expect(balance).toBe(expected);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(ok("credit")).toBe(4);
    const [{ n }] = (await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from wallet_ledger where user_id = $1 and reason = 'admin_adjust'",
      [b.userId],
    )) as [{ n: number }];
    expect(Number(n)).toBe(ok("debit") + ok("credit"));
  });

  it("points: 12 debits of 30 against 200 held, 3 credits racing — never below zero", async () => {
    const b = await t.login();
    await grantPoints(t, b.userId, 200);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        api(t, "POST", "/admin/points/adjust", {
          token: admin,
          body: { userId: b.userId, points: -30, reason: "并发测试", requestId: `prace-${b.userId}-${i}` },
        }),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        api(t, "POST", "/admin/points/adjust", {
          token: admin,
          body: { userId: b.userId, points: 10, reason: "并发测试", requestId: `prace-${b.userId}-c${i}` },
        }),
      ),
    ]);
    const debits = results.slice(0, 12).filter((r) => r.code === "00000").length;
    for (const r of results) if (r.code !== "00000") expect(r.status).toBe(409);
    expect(results.slice(12).every((r) => r.code === "00000")).toBe(true);
    expect(await expectPointsAreLedgerSum(t, b.userId)).toBe(200 + 30 - debits * 30);
    expect(debits).toBeGreaterThanOrEqual(6);
    expect(debits).toBeLessThanOrEqual(7);
  });
});
