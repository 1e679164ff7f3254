import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { platformToken } from "../points/test-support.ts";

/**
 * The platform's manual adjustments (balance, points, growth) take a request id: the same request
 * again is one adjustment (applied: false); the id reused with another buyer, amount or reason is
 * refused with 409 A00015 and nothing is posted.
 */
let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createSeededApp(4);
  admin = await platformToken(t);
});
afterAll(async () => t.close());

const endpoints = [
  { name: "balance", url: "/admin/wallet/adjust", amountKey: "amount", ledger: "wallet_ledger", amount: 5 },
  { name: "points", url: "/admin/points/adjust", amountKey: "points", ledger: "points_ledger", amount: 50 },
  { name: "growth", url: "/admin/member/growth", amountKey: "amount", ledger: "growth_ledger", amount: 500 },
] as const;

describe.each(endpoints)("$name adjustment replayed", ({ name, url, amountKey, ledger, amount }) => {
  it.each([
    ["another amount", { amount: amount * 2 }],
    ["another reason", { reason: "另一原因" }],
    ["another buyer", { other: true }],
  ] as const)("with %s is refused and posts nothing", async (_what, change) => {
    const a = await t.login();
    const b = await t.login();
    const requestId = `adj-${name}-${a.userId}`;
    const body = (o: { amount?: number; reason?: string; other?: boolean } = {}) => ({
      userId: o.other ? b.userId : a.userId,
      [amountKey]: o.amount ?? amount,
      reason: o.reason ?? "活动补发",
      requestId,
    });
    const post = (o?: Parameters<typeof body>[0], lang: "zh" | "en" = "en") =>
      api<{ applied: boolean }>(t, "POST", url, { token: admin, body: body(o), lang });
    const first = await post();
    expect(first.code, first.msg ?? "").toBe("00000");
    expect(first.data.applied).toBe(true);
    const other = await post(change);
    expect({ status: other.status, code: other.code, msg: other.msg }).toEqual({
      status: 409,
      code: "A00015",
      msg: "This request id was already used for another adjustment; nothing was changed",
    });
    expect((await post(change, "zh")).msg).toBe("该请求编号已用于另一笔调整，未作更改");
    const again = await post();
    expect([again.code, again.data.applied]).toEqual(["00000", false]);
    const rows = await t.ctx.database.query<{ user_id: number }>(
      `select user_id from ${ledger} where ref_type = 'adjust' and ref_id = $1`,
      [requestId],
    );
    expect(rows.map((r) => Number(r.user_id))).toEqual([a.userId]);
  });
});
