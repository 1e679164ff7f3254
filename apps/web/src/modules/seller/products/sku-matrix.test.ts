import { describe, expect, it } from "vitest";
import { skuMatrix } from "./sku-matrix";

describe("skuMatrix", () => {
  it("makes one SKU per combination of the dimensions' values, first dimension slowest", () => {
    const rows = skuMatrix([
      { name: "颜色", values: ["黑", "白"] },
      { name: "尺码", values: ["S", "M"] },
    ]);
    expect(rows.map((r) => r.properties)).toEqual([
      ["黑", "S"],
      ["黑", "M"],
      ["白", "S"],
      ["白", "M"],
    ]);
  });

  it("keeps the price and stock typed for a combination when a value is added", () => {
    const first = skuMatrix([{ name: "颜色", values: ["黑"] }]).map((r) => ({ ...r, price: 12.5, stock: 3 }));
    const next = skuMatrix([{ name: "颜色", values: ["黑", "白"] }], first);
    expect(next.map((r) => [r.properties[0], r.price, r.stock])).toEqual([
      ["黑", 12.5, 3],
      ["白", undefined, undefined],
    ]);
  });

  it("leaves out dimensions without a name or values", () => {
    expect(skuMatrix([{ name: "颜色", values: [] }])).toEqual([]);
    expect(
      skuMatrix([
        { name: "", values: ["x"] },
        { name: "尺码", values: ["S"] },
      ]).map((r) => r.properties),
    ).toEqual([["S"]]);
  });
});
