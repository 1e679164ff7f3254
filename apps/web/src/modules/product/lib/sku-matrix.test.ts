import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  initialSelection,
  selectedSku,
  toggleValue,
  valueState,
  type MatrixSku,
  type SalesAttr,
} from "./sku-matrix";

const attrs: SalesAttr[] = [
  { name: "颜色", values: ["黑", "白", "金"] },
  { name: "容量", values: ["128G", "256G"] },
];
// 金 only exists with 256G; 白/256G is sold out; 黑 is in stock in both.
const skus: MatrixSku[] = [
  { skuId: 1, values: ["黑", "128G"], stock: 5 },
  { skuId: 2, values: ["黑", "256G"], stock: 2 },
  { skuId: 3, values: ["白", "128G"], stock: 1 },
  { skuId: 4, values: ["白", "256G"], stock: 0 },
  { skuId: 5, values: ["金", "256G"], stock: 3 },
];

describe("valueState: the availability matrix", () => {
  it.each([
    // selection, attribute, value, state
    [[null, null], 0, "黑", "available"],
    [[null, null], 0, "金", "available"],
    [[null, "128G"], 0, "金", "missing"],
    [[null, "256G"], 0, "白", "soldOut"],
    [[null, "256G"], 0, "黑", "available"],
    [["白", null], 1, "256G", "soldOut"],
    [["白", null], 1, "128G", "available"],
    [["金", null], 1, "128G", "missing"],
    [["黑", "128G"], 0, "黑", "selected"],
    [["黑", "128G"], 1, "128G", "selected"],
    [["黑", "128G"], 1, "256G", "available"],
    [["黑", "128G"], 0, "金", "missing"],
    [[null, null], 0, "紫", "missing"],
  ] as const)("%j: %s=%s → %s", (sel, i, v, state) => {
    expect(valueState(attrs, skus, [...sel], i, v)).toBe(state);
  });

  it("a fully sold-out product has every value sold out", () => {
    const out = skus.map((s) => ({ ...s, stock: 0 }));
    for (const [i, a] of attrs.entries())
      for (const v of a.values) expect(["soldOut", "missing"]).toContain(valueState(attrs, out, [null, null], i, v));
  });
});

describe("selectedSku", () => {
  it("finds the SKU of a complete selection", () => {
    expect(selectedSku(skus, ["白", "256G"])?.skuId).toBe(4);
    expect(selectedSku(skus, ["黑", null])).toBeNull();
    expect(selectedSku(skus, ["金", "128G"])).toBeNull();
    expect(selectedSku([{ skuId: 9, values: [], stock: 1 }], [])?.skuId).toBe(9);
  });
});

describe("initialSelection", () => {
  it("starts on the first SKU in stock", () => {
    const [first, ...rest] = skus;
    expect(initialSelection(attrs, [{ ...first!, stock: 0 }, ...rest])).toEqual(["黑", "256G"]);
  });
  it("shows the first SKU when everything is sold out", () => {
    expect(
      initialSelection(
        attrs,
        skus.map((s) => ({ ...s, stock: 0 })),
      ),
    ).toEqual(["黑", "128G"]);
  });
  it("is empty without sales attributes", () => {
    expect(initialSelection([], [{ skuId: 1, values: [], stock: 1 }])).toEqual([]);
  });
});

describe("toggleValue", () => {
  it("selects and clears", () => {
    expect(toggleValue(attrs, skus, [null, null], 0, "黑")).toEqual(["黑", null]);
    expect(toggleValue(attrs, skus, ["黑", null], 0, "黑")).toEqual([null, null]);
  });
  it("clears a conflicting choice and completes a forced one", () => {
    // 金 exists only with 256G: 128G is dropped, 256G is the only choice left.
    expect(toggleValue(attrs, skus, ["黑", "128G"], 0, "金")).toEqual(["金", "256G"]);
  });
  it("keeps a compatible choice", () => {
    expect(toggleValue(attrs, skus, ["黑", "256G"], 0, "白")).toEqual(["白", "128G"]);
    expect(toggleValue(attrs, skus, ["白", "128G"], 0, "黑")).toEqual(["黑", "128G"]);
  });
});

describe("clampQuantity (bounded by stock)", () => {
  it.each([
    [1, 5, 1],
    [0, 5, 1],
    [-3, 5, 1],
    [9, 5, 5],
    [2.7, 5, 2],
    [3, 0, 0],
    [Number.NaN, 5, 1],
  ] as const)("q=%s stock=%s → %s", (q, stock, out) => {
    expect(clampQuantity(q, stock)).toBe(out);
  });
});
