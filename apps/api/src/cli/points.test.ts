import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { expectPointsAreLedgerSum } from "../modules/points/test-support.ts";
import { pointsServiceOf } from "../modules/points/service.ts";
import { createSeededApp } from "../seed/test-support.ts";
import { ensurePointsDemo } from "../seed/points.ts";
import { pointsCommand } from "./points.ts";
import { commandRunner } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 120_000);
afterAll(async () => t.close());

const run = commandRunner(() => t, pointsCommand);

describe("npm run mall -- points", () => {
  it("adjusts by hand with who and why, once per request id; refuses a bad adjustment", async () => {
    const { userId } = await t.login();
    const adjust = (points: string, requestId: string) =>
      run(
        "adjust",
        "--user",
        String(userId),
        "--points",
        points,
        "--reason",
        "活动补发",
        "--by",
        "alice",
        "--request-id",
        requestId,
      );
    expect(await adjust("120", "ticket-p-0001")).toEqual({
      code: 0,
      out: `adjusted user ${userId} by +120: 120 points (request ticket-p-0001)`,
    });
    expect((await adjust("120", "ticket-p-0001")).out).toBe("request ticket-p-0001 was already applied: 120 points");
    expect((await adjust("-121", "ticket-p-0002")).code).toBe(1);
    expect((await adjust("0", "ticket-p-0003")).code).toBe(1);
    const show = await run("show", "--user", String(userId));
    expect(show.out).toContain("+120  → 120  admin_adjust");
    expect(show.out).toContain('"活动补发"');
    await expectPointsAreLedgerSum(t, userId);
  });

  it("puts a product in the points mall, withdraws it; refuses a points price not in tens", async () => {
    const [p] = await t.ctx.database.query<{ prod_id: number }>(
      "select prod_id from products where status = 1 order by prod_id desc limit 1",
    );
    const prod = String(p!.prod_id);
    expect((await run("mall", "set", "--prod", prod, "--points", "15", "--by", "bob")).code).toBe(1);
    const set = await run("mall", "set", "--prod", prod, "--points", "990", "--cash", "5", "--by", "bob");
    expect(set.code).toBe(0);
    expect(set.out).toMatch(new RegExp(`#${prod}  990 points \\+ ¥5.00  listed`));
    expect((await run("mall", "set", "--prod", prod, "--points", "990", "--off", "--by", "bob")).out).toMatch(
      new RegExp(`#${prod}  990 points  off`),
    );
  });

  it("the demo seed: a buyer with points and history, re-seeding adds nothing; the expiry run twice expires once", async () => {
    const [demo] = await t.ctx.database.query<{ user_id: number }>(
      "select user_id from users where user_name = 'demo'",
    );
    const userId = Number(demo!.user_id);
    const before = await pointsServiceOf(t.ctx).balance(userId);
    expect(before).toBe(100 + 860 + 10 - 300 + 1299 + 2000 + 10);
    await ensurePointsDemo(t.ctx, new Date());
    expect(await pointsServiceOf(t.ctx).balance(userId)).toBe(before);
    const year = new Date().getUTCFullYear();
    const first = await run("expire", "--year", String(year));
    expect(first.code).toBe(0);
    const after = await pointsServiceOf(t.ctx).balance(userId);
    expect(after).toBe(before - (100 + 860 + 10 - 300)); // last year's unspent points
    expect((await run("expire", "--year", String(year))).out).toBe(`expiry ${year}: 0 points expired from 0 buyer(s)`);
    expect(await pointsServiceOf(t.ctx).balance(userId)).toBe(after);
    await expectPointsAreLedgerSum(t, userId);
  });
});
