import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createTestApp } from "../../../test/harness.ts";
import { seed } from "../../seed/index.ts";
import { TEST_PRODUCTS } from "../../seed/test-support.ts";
import { expectBalanceIsLedgerSum, grant, stockOf } from "../checkout/test-support.ts";
import { fireJobs } from "../refund/test-support.ts";
import { refundServiceOf } from "../refund/service.ts";
import { manyBuyers } from "../seckill/test-support.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { groupBuyServiceOf } from "./service.ts";
import {
  createGroupActivity,
  groupSubmit,
  payBalance,
  refundsOf,
  statusOfOrder,
  team,
  teamOf,
} from "./test-support.ts";

/**
 * Group buy under races (ADR 0022): more payers than free places at the same instant, and a
 * group's timeout refunding every member exactly once while the job and the refunds run twice at
 * once. On PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, {}, { config: { dbPoolWaitMs: 60_000, requestTimeoutMs: 120_000 } });
  await seed(t.ctx, { products: TEST_PRODUCTS, afterSalesDemo: false });
}, 180_000);
afterAll(async () => t.close());

const PRICE = 1200;

describe(`group-buy races (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("20 payers for 2 free places at once: the group closes at its size, the other 18 each lead a new group; then the timeout refunds each exactly once", async () => {
    const g = await createGroupActivity(t, { groupNumber: 3, price: PRICE, maxNum: 1, skuIndex: 2 });
    const stock0 = await stockOf(t, g.sku.skuId);
    const [leader, ...rest] = await manyBuyers(t, 21);
    for (const b of [leader!, ...rest]) await grant(t, b.userId, 100_00);
    const first = await groupSubmit(t, leader!, { groupSkuId: g.groupSkuId });
    expect((await payBalance(t, leader!, first.data.payNo)).code).toBe("00000");
    const teamId = (await teamOf(t, first.data.orderNumbers[0]!))!;

    // Every one of them may submit an order for the group (places are taken by paying)...
    const subs = await Promise.all(
      rest.map((b) => groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId })),
    );
    expect(subs.every((s) => s.code === "00000")).toBe(true);
    // ...and they all pay at the same instant.
    const pays = await Promise.all(rest.map((b, i) => payBalance(t, b, subs[i]!.data.payNo)));
    expect(pays.map((p) => p.code)).toEqual(rest.map(() => "00000"));

    expect(await team(t, teamId)).toEqual({ joinNum: 3, status: 2 });
    const numbers = subs.map((s) => s.data.orderNumbers[0]!);
    const teams = await Promise.all(numbers.map((n) => teamOf(t, n)));
    const statuses = await Promise.all(numbers.map((n) => statusOfOrder(t, n)));
    const joined = numbers.filter((_, i) => teams[i] === teamId);
    expect(joined).toHaveLength(2);
    expect(await statusOfOrder(t, first.data.orderNumbers[0]!)).toBe(2);
    for (const [i, n] of numbers.entries()) {
      if (joined.includes(n)) expect(statuses[i]).toBe(2);
      else {
        expect(statuses[i]).toBe(7); // paid, 'grouping' in a group of its own
        expect(await team(t, teams[i]!)).toEqual({ joinNum: 1, status: 1 });
      }
    }
    const newTeams = [...new Set(teams.filter((x) => x !== teamId))] as number[];
    expect(newTeams).toHaveLength(18);
    for (const b of rest) expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(100_00 - PRICE);

    // Timeout: the expiry of every new group runs twice at once (a job and its retry), then the refunds twice at once.
    const svc = groupBuyServiceOf(t.ctx);
    const expired = await Promise.all(newTeams.flatMap((id) => [svc.expireTeam(id), svc.expireTeam(id)]));
    expect(expired.reduce((a, b) => a + b, 0)).toBe(18);
    const losers = numbers.filter((n) => !joined.includes(n));
    for (const n of losers) expect(await statusOfOrder(t, n)).toBe(6);
    const ids = await t.ctx.database.query<{ id: number }>(
      "select order_id as id from orders where order_number = any($1::text[])",
      [losers],
    );
    const refunded = await Promise.all(
      ids.flatMap((r) => [
        refundServiceOf(t.ctx).refundClosedOrder(Number(r.id), "race"),
        refundServiceOf(t.ctx).refundClosedOrder(Number(r.id), "race"),
      ]),
    );
    expect(refunded.reduce((a, b) => a + b, 0)).toBe(18);
    await fireJobs(t, "group-refund:"); // the scheduled refund jobs find them done
    for (const n of losers) expect(await refundsOf(t, n)).toEqual({ n: 1, amount: PRICE, done: 1 });
    for (const [i, b] of rest.entries()) {
      const expected = joined.includes(numbers[i]!) ? 100_00 - PRICE : 100_00;
      expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(expected);
      await expectBalanceIsLedgerSum(t, b.userId);
    }
    // Stock: the three members of the formed group keep their pieces; the 18 came back.
    expect(await stockOf(t, g.sku.skuId)).toBe(stock0 - 3);
  }, 120_000);

  it("the expiry job and the last payer at the same instant: either the group forms or it fails and the payer leads a new one", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, price: PRICE, skuIndex: 3 });
    const [a, b] = await manyBuyers(t, 2);
    for (const x of [a!, b!]) await grant(t, x.userId, 100_00);
    const s1 = await groupSubmit(t, a!, { groupSkuId: g.groupSkuId });
    await payBalance(t, a!, s1.data.payNo);
    const teamId = (await teamOf(t, s1.data.orderNumbers[0]!))!;
    const s2 = await groupSubmit(t, b!, { groupSkuId: g.groupSkuId, groupTeamId: teamId });
    const [, paid] = await Promise.all([groupBuyServiceOf(t.ctx).expireTeam(teamId), payBalance(t, b!, s2.data.payNo)]);
    expect(paid.code).toBe("00000");
    const state = await team(t, teamId);
    const [oa, ob] = [
      await statusOfOrder(t, s1.data.orderNumbers[0]!),
      await statusOfOrder(t, s2.data.orderNumbers[0]!),
    ];
    if (state.status === 2) expect([oa, ob]).toEqual([2, 2]);
    else {
      expect(state).toEqual({ joinNum: 1, status: 3 });
      expect([oa, ob]).toEqual([6, 7]);
      expect(await teamOf(t, s2.data.orderNumbers[0]!)).not.toBe(teamId);
    }
  }, 60_000);
});
