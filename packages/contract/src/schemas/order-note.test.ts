import { describe, expect, it } from "vitest";
import { groupSubmitBody } from "./groupbuy.ts";
import { orderShopParamSchema } from "./order.ts";
import { pointsExchangeBody } from "./points.ts";
import { seckillSubmitBody } from "./seckill.ts";

/*
 * Spec part 5, "Order message: note max 100 or 200 characters; not all spaces" (ADR 0042): 200 on a
 * shop's order of every kind (normal, flash sale, group buy), 100 on a points-mall order; counted in
 * characters; a note of only spaces is refused, an empty one is fine; kept trimmed.
 */

const note = (n: number, ch = "长") => ch.repeat(n);
const kinds = {
  normal: (remarks: string) => orderShopParamSchema.safeParse({ shopId: 1, remarks }),
  flashSale: (remarks: string) => seckillSubmitBody.safeParse({ seckillSkuId: 1, count: 1, addrId: 1, remarks }),
  groupBuy: (remarks: string) => groupSubmitBody.safeParse({ groupSkuId: 1, count: 1, addrId: 1, remarks }),
  points: (remarks: string) => pointsExchangeBody.safeParse({ prodId: 1, skuId: 1, count: 1, remarks }),
};

describe.each([
  ["normal", 200, "v.remarks"],
  ["flashSale", 200, "v.remarks"],
  ["groupBuy", 200, "v.remarks"],
  ["points", 100, "v.remarksPoints"],
] as const)("the %s order's note", (kind, max, key) => {
  const parse = kinds[kind];
  const issue = (r: ReturnType<typeof parse>) => (r.success ? null : r.error.issues.map((i) => i.message));
  it.each<[string, string, string | null]>([
    ["empty", "", null],
    [`${max} characters`, note(max), null],
    [`${max} emoji (one character each)`, note(max, "😀"), null],
    [`${max + 1} characters`, note(max + 1), key],
    ["only spaces", "   ", "v.remarksBlank"],
    ["only full-width spaces", "\u3000\u3000", "v.remarksBlank"],
  ])("%s", (_what, remarks, want) => {
    const r = parse(remarks);
    if (want === null) expect(issue(r)).toBeNull();
    else expect(issue(r)).toContain(want);
  });
  it("is kept trimmed", () => {
    const r = parse("  送到门口  ");
    expect(r.success && (r.data as { remarks?: string }).remarks).toBe("送到门口");
  });
});
