import { describe, expect, it } from "vitest";
import { REDUCTION_KINDS, points, pointsDeduction, price, type PointsUse, type PricingLine } from "./pricing.ts";

const RULE = { freeOver: 9900, fee: 800 };
const line = (key: string, shopId: number, unitPrice: number, count: number): PricingLine => ({
  key,
  shopId,
  prodId: Number(key.replace(/\D/g, "")) || 1,
  skuId: Number(key.replace(/\D/g, "")) || 1,
  categoryId: 1,
  count,
  unitPrice,
});
const use = (p: number, pointsPerYuan = 100, maxShareBp = 5000): PointsUse => ({
  points: p,
  pointsPerYuan,
  maxShareBp,
});

describe("pointsDeduction(): points → fen at the rate, in tens, within the share", () => {
  // [name, use, goods fen, points used, fen off]
  const cases: [string, PointsUse, number, number, number][] = [
    ["100 points = ¥1 on ¥100 of goods", use(100), 10000, 100, 100],
    ["the whole 50% share", use(5000), 10000, 5000, 5000],
    ["asked beyond the share: capped at 50%", use(9000), 10000, 5000, 5000],
    ["share of an odd amount: tens below the cap", use(1000), 999, 490, 490],
    ["10 points per yuan: 10 points = ¥1", use(30, 10), 10000, 30, 300],
    ["1000 points per yuan: 10 points are 1 fen", use(20, 1000), 10000, 20, 2],
    ["10000 points per yuan: 10 points are worth nothing, none spent", use(10, 10000), 10000, 0, 0],
    ["share 0: points pay nothing", use(100, 100, 0), 10000, 0, 0],
    ["share 100%: the whole goods", use(20000, 100, 10000), 12345, 12340, 12340],
    ["nothing to pay", use(100), 0, 0, 0],
    ["0 points", use(0), 10000, 0, 0],
  ];
  it.each(cases)("%s", (_n, u, goods, pts, fen) => {
    expect(pointsDeduction(u, goods)).toEqual({ points: pts, fen });
  });

  it.each([
    ["not a multiple of 10", use(15)],
    ["negative", use(-10)],
    ["a zero rate", use(10, 0)],
    ["a share above 100%", use(10, 100, 10001)],
  ])("refuses %s", (_n, u) => {
    expect(() => pointsDeduction(u, 1000)).toThrow(RangeError);
  });
});

describe("the points step in the one pipeline", () => {
  it("comes after the coupons and before freight, spread over every line by what it still costs", () => {
    const b = price({
      lines: [line("a1", 1, 3000, 1), line("b2", 1, 1000, 1), line("c3", 2, 6000, 1)],
      defaultFreight: RULE,
      platformCoupons: [
        {
          couponType: 1,
          cashCondition: 0,
          reduceAmount: 1000,
          couponDiscount: 100,
          maxReduce: 0,
          couponUserId: 1,
          shopId: 0,
          lineKeys: ["a1", "b2", "c3"],
        },
      ],
      points: use(1000),
    });
    expect(b.pointsUsed).toBe(1000);
    expect(b.reductions.points).toBe(1000);
    const lines = b.shops.flatMap((s) => s.lines);
    // After the ¥10 coupon: 2700, 900, 5400 → ¥10 of points by the same weights.
    expect(lines.map((l) => l.reductions.points)).toEqual([300, 100, 600]);
    expect(lines.reduce((a, l) => a + l.reductions.points, 0)).toBe(1000);
    // Shop 1's goods drop to 2700+900-400 = 3200 < 9900: freight on the goods after points.
    expect(b.shops.map((s) => [s.freight, s.actualTotal])).toEqual([
      [800, 3200 + 800],
      [800, 4800 + 800],
    ]);
    for (const s of b.shops)
      expect(s.actualTotal).toBe(s.itemTotal - REDUCTION_KINDS.reduce((a, k) => a + s.reductions[k], 0) + s.freight);
  });

  it("largest remainder: uneven shares still sum to the fen", () => {
    const b = price({
      lines: [line("a1", 1, 333, 1), line("b2", 1, 333, 1), line("c3", 1, 334, 1)],
      defaultFreight: RULE,
      points: use(500),
    });
    const parts = b.shops[0]!.lines.map((l) => l.reductions.points);
    expect(parts.reduce((a, x) => a + x, 0)).toBe(500);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
  });

  it("no points slot: the step changes nothing and spends nothing", () => {
    const state = {
      lines: price({ lines: [line("a1", 1, 1000, 1)], defaultFreight: RULE }).shops[0]!.lines,
      freight: {},
    };
    expect(points(state, { lines: [], defaultFreight: RULE })).toEqual({ ...state, pointsUsed: 0 });
    expect(price({ lines: [line("a1", 1, 1000, 1)], defaultFreight: RULE, points: null }).pointsUsed).toBe(0);
  });
});
