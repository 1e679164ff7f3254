import { merchantProductBody } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { formFromDetail, productBody } from "./product-body";
import { skuMatrix } from "./sku-matrix";

const dims = [
  { name: "颜色", nameEn: "Colour", values: ["黑", "白"] },
  { name: "尺码", values: ["S", "M"] },
];

describe("productBody", () => {
  it("sends a 2×2 product the contract accepts, prices in fen, pictures in order", () => {
    const rows = skuMatrix(dims).map((r, i) => ({ ...r, price: 10 + i + 0.5, stock: 5 }));
    const body = productBody({ category: [1, 2, 3], prodName: "T恤", brief: "" }, dims, rows, [
      "/files/a/1.webp",
      "/files/a/2.webp",
    ]);
    const parsed = merchantProductBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.categoryId).toBe(3);
    expect(body.pic).toBe("/files/a/1.webp");
    expect(body.skus.map((k) => k.price)).toEqual([1050, 1150, 1250, 1350]);
    expect(body.salesAttrs[0]).toEqual({ name: "颜色", nameEn: "Colour", values: [{ value: "黑" }, { value: "白" }] });
  });

  it("leaves a missing price for the contract to refuse with its message", () => {
    const rows = skuMatrix(dims);
    const r = merchantProductBody.safeParse(
      productBody({ category: [3], prodName: "T恤" }, dims, rows, ["/files/a/1.webp"]),
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("v.skuPrice");
  });
});

describe("formFromDetail", () => {
  it("reads a saved product back into the form that saved it", () => {
    const form = formFromDetail(
      {
        prodId: 7,
        status: 1,
        prodName: "T恤",
        prodNameEn: "T恤",
        brief: "",
        categoryId: 3,
        brandId: null,
        pic: "/files/a/1.webp",
        imgs: ["/files/a/1.webp", "/files/a/2.webp"],
        content: "",
        salesAttrs: [{ name: "颜色", nameEn: "Colour", values: [{ value: "黑", valueEn: "黑" }] }],
        skus: [
          { skuId: 1, properties: ["黑"], price: 1990, oriPrice: 2990, stock: 4, skuCode: "B-1", pic: "", weight: 350 },
        ],
        shopCategoryId: 5,
        noReasonReturn: true,
        takedownReason: null,
      },
      [1, 2, 3],
    );
    expect(form.basics).toMatchObject({ category: [1, 2, 3], prodName: "T恤", prodNameEn: undefined, onShelf: true });
    expect(form.rows).toEqual([
      {
        key: "黑",
        properties: ["黑"],
        price: 19.9,
        oriPrice: 29.9,
        stock: 4,
        stockSeen: 4,
        skuCode: "B-1",
        pic: "",
        weight: 350,
      },
    ]);
    expect(form.basics).toMatchObject({ shopCategoryId: 5, noReasonReturn: true });
    expect(form.pictures).toHaveLength(2);
  });
});

describe("productBody for an edit", () => {
  it("sends the stock the editor loaded with each SKU, its code, picture and weight, the group and the 7-day flag", () => {
    const rows = skuMatrix(dims).map((r, i) => ({
      ...r,
      price: 10,
      stock: 8,
      ...(i === 0
        ? { stockSeen: 5, skuCode: " TS-BS ", pic: "/files/a/2.webp", weight: 1200 }
        : { pic: "/files/gone.webp", weight: null }),
    }));
    const body = productBody({ category: [3], prodName: "T恤", shopCategoryId: 4, noReasonReturn: true }, dims, rows, [
      "/files/a/1.webp",
      "/files/a/2.webp",
    ]);
    expect(merchantProductBody.safeParse(body).success).toBe(true);
    expect(body.skus[0]).toMatchObject({ stock: 8, stockSeen: 5, skuCode: "TS-BS", pic: "/files/a/2.webp" });
    expect(body.skus[1]).toMatchObject({ stock: 8, skuCode: undefined, pic: undefined });
    expect(body.skus[1]).not.toHaveProperty("stockSeen");
    // A weight typed is sent (grams); an empty one is left out (unchanged on the server).
    expect(body.skus[0]!.weight).toBe(1200);
    expect(body.skus[1]).not.toHaveProperty("weight");
    expect([body.shopCategoryId, body.noReasonReturn]).toEqual([4, true]);
  });
});
