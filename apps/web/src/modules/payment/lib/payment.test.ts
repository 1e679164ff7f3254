import { describe, expect, it } from "vitest";
import { formatClock, serverOffset, timeLeft } from "@/lib/time/time-left";
import { defaultMethod, giftCardSplit, payMethods } from "./pay-methods";
import { readPaySwitch, serializePaySwitch } from "./pay-switch-cache";

const sw = { balancePay: true, wechatPay: true, aliPay: false };

describe("pay switch cache (18,000,000 ms)", () => {
  const t0 = 1_800_000_000_000;
  it.each<[string, string | null, number, unknown]>([
    ["nothing stored", null, t0, null],
    ["fresh", serializePaySwitch(sw, t0), t0 + 1000, sw],
    ["just under 5 hours", serializePaySwitch(sw, t0), t0 + 17_999_999, sw],
    ["exactly 5 hours", serializePaySwitch(sw, t0), t0 + 18_000_000, null],
    ["saved in the future (clock changed)", serializePaySwitch(sw, t0), t0 - 1, null],
    ["garbage", "{oops", t0, null],
    ["wrong shape", JSON.stringify({ savedAt: t0, value: { balancePay: "yes" } }), t0, null],
  ])("%s", (_n, raw, now, want) => {
    expect(readPaySwitch(raw, now)).toEqual(want);
  });
});

describe("countdown", () => {
  it.each([
    [30 * 60_000, 0, "30:00", false],
    [30 * 60_000 - 1, 0, "30:00", false],
    [59_001, 0, "01:00", false],
    [1, 0, "00:01", false],
    [0, 0, "00:00", true],
    [-5000, 0, "00:00", true],
    [2 * 3600_000 + 65_000, 0, "2:01:05", false],
  ] as const)("end in %i ms → %s", (end, now, clock, expired) => {
    const t = timeLeft(end, now);
    expect(formatClock(t)).toBe(clock);
    expect(t.expired).toBe(expired);
  });

  it("uses the server's clock", () => {
    // The browser is 10 minutes behind the server: 30 minutes on the server's clock are 20 left.
    const off = serverOffset(1_000_000 + 600_000, 1_000_000);
    expect(timeLeft(1_000_000 + 600_000 + 20 * 60_000, 1_000_000, off).minutes).toBe(20);
    expect(serverOffset(NaN, 5)).toBe(0);
  });
});

describe("pay methods", () => {
  it.each([
    [
      "both on, enough balance",
      sw,
      100,
      99.99,
      [
        ["balance", false],
        ["wechat", false],
      ],
      1,
    ],
    [
      "balance exactly the amount",
      sw,
      99.99,
      99.99,
      [
        ["balance", false],
        ["wechat", false],
      ],
      1,
    ],
    [
      "balance short by a fen",
      sw,
      99.98,
      99.99,
      [
        ["balance", true],
        ["wechat", false],
      ],
      2,
    ],
    ["wechat off, balance short", { ...sw, wechatPay: false }, 1, 2, [["balance", true]], null],
    ["all off", { balancePay: false, wechatPay: false, aliPay: false }, 1, 2, [], null],
  ] as const)("%s", (_n, s, balance, amount, want, def) => {
    const m = payMethods(s, balance, amount);
    expect(m.map((x) => [x.key, x.disabled])).toEqual(want);
    expect(defaultMethod(m)).toBe(def);
    for (const x of m) expect(x.reason).toBe(x.disabled ? "insufficientBalance" : null);
  });
  it.each([
    ["cards cover it", 0, 50, 50, [false]],
    ["cards plus balance cover it", 30, 50, 20, [false]],
    ["cards plus balance fall short", 29.99, 50, 20, [true]],
    ["no usable card: no method", 100, 50, 0, []],
  ] as const)("gift cards: %s", (_n, balance, amount, cards, want) => {
    const m = payMethods(sw, balance, amount, cards).filter((x) => x.key === "giftcard");
    expect(m.map((x) => x.disabled)).toEqual(want);
    for (const x of m) expect(x.reason).toBe(x.disabled ? "insufficientCards" : null);
  });
  it.each([
    [[30, 40], 0, 50, { fromCards: 50, fromBalance: 0, needsBalance: false, enough: true }],
    [[10.01], 100, 50, { fromCards: 10.01, fromBalance: 39.99, needsBalance: true, enough: true }],
    [[10], 5, 50, { fromCards: 10, fromBalance: 40, needsBalance: true, enough: false }],
  ] as const)("giftCardSplit(%j, balance %s, amount %s)", (cards, balance, amount, want) => {
    expect(giftCardSplit(cards, balance, amount)).toEqual(want);
  });
  it("offers nothing before the switch is known", () => {
    expect(payMethods(null, 1, 1)).toEqual([]);
  });
});
