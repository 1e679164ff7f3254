/** Helpers for the points integration tests (not loaded by the app). */
import { expect } from "vitest";
import type { MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { pointsServiceOf } from "./service.ts";

/** Credits points through the ledger (like the seed's demo history). */
export async function grantPoints(t: TestApp, userId: number, points: number, at = new Date()): Promise<void> {
  await t.ctx.database.db.transaction((tx) =>
    pointsServiceOf(t.ctx)
      .post(tx, { userId, points, reason: "grant", refType: "test", refId: `${userId}-${points}-${Math.random()}`, at })
      .then(() => undefined),
  );
}

/** The cached points equal the ledger sum and are never negative — call after every points test. */
export async function expectPointsAreLedgerSum(t: TestApp, userId: number): Promise<number> {
  const p = pointsServiceOf(t.ctx);
  const [balance, sum] = await Promise.all([p.balance(userId), p.ledgerSum(userId)]);
  expect(balance).toBe(sum);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

export async function platformToken(t: TestApp): Promise<string> {
  const r = await api<MerchantLoginResult>(t, "POST", "/admin/login", {
    body: { userName: "platform", passWord: "souk1234" },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  return r.data.token;
}
