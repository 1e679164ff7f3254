import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { expectBalanceIsLedgerSum } from "../modules/checkout/test-support.ts";
import { createSeededApp } from "../seed/test-support.ts";
import { giftCardServiceOf } from "../modules/giftcard/service.ts";
import { balanceCommand } from "./balance.ts";
import { commandRunner } from "./test-support.ts";
import { giftCardsCommand } from "./giftcards.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const run = commandRunner(() => t, balanceCommand);

describe("npm run mall -- balance", () => {
  it("adjusts by hand with who and why (shown by `show`), once per request id; refuses a bad adjustment", async () => {
    const { userId } = await t.login();
    const adjust = (amount: string, requestId: string, by = "alice") =>
      run(
        "adjust",
        "--user",
        String(userId),
        "--amount",
        amount,
        "--reason",
        "客诉补偿",
        "--by",
        by,
        "--request-id",
        requestId,
      );
    expect(await adjust("20", "ticket-0001")).toEqual({
      code: 0,
      out: `adjusted user ${userId} by +20.00: balance ¥20.00 (request ticket-0001)`,
    });
    expect((await adjust("20", "ticket-0001")).out).toBe("request ticket-0001 was already applied: balance ¥20.00");
    expect(await adjust("-20.01", "ticket-0002")).toEqual({
      code: 1,
      out: "A00001 The debit is more than the balance (¥20.00); the balance cannot go below 0",
    });
    expect((await adjust("1.234", "ticket-0003")).code).toBe(1);
    expect((await adjust("1", "ticket-0004", "")).out).toBe("--by <your name> (2-40 letters/digits) is required");
    expect(await expectBalanceIsLedgerSum(t, userId)).toBe(2_000);
    const shown = await run("show", "--user", String(userId));
    expect(shown.out).toContain(`user ${userId}: balance ¥20.00`);
    expect(shown.out).toMatch(
      /\+20\.00 {2}→ 20\.00 {2}admin_adjust {2}adjust:ticket-0001 {2}by cli:alice {2}"客诉补偿"/,
    );
    expect((await run("show", "--user", "nobody-here")).out).toBe("no user nobody-here");
  });

  it("lists and replaces the top-up tiers", async () => {
    const before = await run("presets");
    expect(before.out).toMatch(/^4 top-up tier\(s\)\n.*pay ¥50\.00 {2}bonus ¥0\.00/);
    const set = await run("presets", "set", "30", "60+3");
    expect(set.out).toMatch(/^2 top-up tier\(s\)\n.*pay ¥30\.00 {2}bonus ¥0\.00\n.*pay ¥60\.00 {2}bonus ¥3\.00$/);
    expect((await run("presets", "set", "100000.01")).code).toBe(1);
    expect((await run("presets")).out).toMatch(/^2 top-up tier/);
    expect((await run("nonsense")).code).toBe(2);
  });
});

describe("npm run mall -- giftcards", () => {
  it("issues cards and prints each number with its password; the cards bind with them", async () => {
    const lines: string[] = [];
    const code = await giftCardsCommand(t.ctx, ["issue", "--count", "2", "--value", "100", "--by", "alice"], (l) =>
      lines.push(l),
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^2 gift card\(s\) of ¥100, valid until \d{4}-\d{2}-\d{2} /);
    const cards = lines.slice(2).map((l) => /^(\d{4} \d{4} \d{4} \d{4}) {2}([2-9A-Z]{8})$/.exec(l)!);
    expect(cards).toHaveLength(2);
    const { userId } = await t.login();
    const card = await giftCardServiceOf(t.ctx).bind(
      userId,
      "10.0.0.9",
      cards[0]![1]!.replace(/ /g, ""),
      cards[0]![2]!,
    );
    expect(card).toMatchObject({ parValue: 100, balance: 100, state: 1 });
    const stats: string[] = [];
    await giftCardsCommand(t.ctx, ["stats"], (l) => stats.push(l));
    // The seeded demo buyer holds a bound ¥200 card (seed/members.ts).
    expect(stats).toContain("bound: 2 card(s), par ¥300.00, balance ¥300.00");
    for (const bad of [
      ["issue", "--count", "0", "--value", "100"],
      ["issue", "--count", "1", "--value", "2.5"],
      ["issue"],
    ])
      expect(await giftCardsCommand(t.ctx, bad, () => undefined)).toBe(1);
  });
});
