import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BalanceLogRecord, Page } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { expectBalanceIsLedgerSum } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { walletServiceOf, type Posting } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (p: Omit<Posting, "at">) =>
  t.ctx.database.db.transaction((tx) => walletServiceOf(t.ctx).post(tx, { ...p, at: new Date() }));

describe("the wallet ledger", () => {
  it("posts credits and debits; the same business event twice is one row", async () => {
    const { userId } = await t.login();
    expect(await post({ userId, amount: 10_000, reason: "grant", refType: "seed", refId: `w-${userId}` })).toEqual({
      applied: true,
      balance: 10_000,
    });
    expect(await post({ userId, amount: 10_000, reason: "grant", refType: "seed", refId: `w-${userId}` })).toEqual({
      applied: false,
      balance: 10_000,
    });
    expect(await post({ userId, amount: -2_500, reason: "order_pay", refType: "trade", refId: `t-${userId}` })).toEqual(
      { applied: true, balance: 7_500 },
    );
    expect(await expectBalanceIsLedgerSum(t, userId)).toBe(7_500);
  });

  it("never goes negative: a debit larger than the balance fails and writes nothing", async () => {
    const { userId } = await t.login();
    await post({ userId, amount: 100, reason: "grant", refType: "seed", refId: `n-${userId}` });
    await expect(
      post({ userId, amount: -101, reason: "order_pay", refType: "trade", refId: `n-${userId}` }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await expectBalanceIsLedgerSum(t, userId)).toBe(100);
    // The database refuses it too (the last guard).
    await expect(t.ctx.database.query("update wallets set balance = -1 where user_id = $1", [userId])).rejects.toThrow(
      /wallets_balance_nonneg/,
    );
  });

  it("20 concurrent debits of 10 against a balance of 100: exactly 10 succeed", async () => {
    const { userId } = await t.login();
    await post({ userId, amount: 100, reason: "grant", refType: "seed", refId: `c-${userId}` });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        post({ userId, amount: -10, reason: "order_pay", refType: "trade", refId: `c-${userId}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(await expectBalanceIsLedgerSum(t, userId)).toBe(0);
  });

  it("refuses a zero or fractional amount", async () => {
    const { userId } = await t.login();
    await expect(post({ userId, amount: 0, reason: "grant", refType: "seed", refId: "z" })).rejects.toThrow(RangeError);
    await expect(post({ userId, amount: 1.5, reason: "grant", refType: "seed", refId: "z" })).rejects.toThrow(
      RangeError,
    );
  });

  it("GET /p/user/balance and /p/user/balance/log (paged, newest first, yuan)", async () => {
    const { userId, token } = await t.login();
    for (let i = 1; i <= 3; i++)
      await post({ userId, amount: i * 100, reason: "grant", refType: "seed", refId: `l-${userId}-${i}` });
    expect((await api(t, "GET", "/p/user/balance", { token })).data).toEqual({ balance: 6 });
    const page = (
      await api<Page<BalanceLogRecord>>(t, "GET", "/p/user/balance/log?current=1&size=2", { token, lang: "zh" })
    ).data;
    expect([page.total, page.pages]).toEqual([3, 2]);
    expect(page.records.map((r) => [r.amount, r.balanceAfter, r.reason, r.reasonText])).toEqual([
      [3, 6, "grant", "余额赠送"],
      [2, 3, "grant", "余额赠送"],
    ]);
    const anon = await api(t, "GET", "/p/user/balance");
    expect(anon.code).toBe("A00004");
  });
});
