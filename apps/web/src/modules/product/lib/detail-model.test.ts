import type { ProdInfo, ProdSku } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { activityEntriesOf, galleryImages, skuModel } from "./detail-model";
import { jsonLdScript, productJsonLd } from "./product-jsonld";
import { valueState } from "./sku-matrix";

const sku = (skuId: number, color: string, size: string, stock: number, price = 10, pic = ""): ProdSku => ({
  skuId,
  skuName: `${color} ${size}`,
  properties: [
    { name: "颜色", value: color },
    { name: "尺码", value: size },
  ],
  price,
  oriPrice: price,
  stock,
  pic,
});

const info = {
  prodId: 44,
  prodName: "Shoe </script>",
  brief: "light",
  pic: "/files/prod/44.webp",
  imgs: ["/files/prod/44.webp", "/files/prod/44-1.webp"],
  price: 10,
  oriPrice: 12,
  totalStock: 5,
  soldNum: 1,
  status: 1,
  prodType: 0,
  shopId: 2,
  shop: { shopId: 2, shopName: "S", shopLogo: "", score: 5, status: 1, shopType: 2, followers: 0 },
  categoryId: 3,
  categoryPath: [
    { categoryId: 1, categoryName: "A" },
    { categoryId: 3, categoryName: "C" },
  ],
  brand: { brandId: 1, name: "B", imgUrl: "" },
  salesAttrs: [
    { name: "颜色", values: ["黑", "白"] },
    { name: "尺码", values: ["38", "39"] },
  ],
  skuList: [sku(1, "黑", "38", 0, 10, "/files/prod/44-2.webp"), sku(2, "黑", "39", 5, 12), sku(3, "白", "38", 0, 11)],
  specs: [],
  content: "",
  activities: [],
} satisfies ProdInfo;

describe("skuModel", () => {
  it("aligns SKU values to the attributes", () => {
    const m = skuModel(info);
    expect(m.attrs.map((a) => a.name)).toEqual(["颜色", "尺码"]);
    expect(m.skus.map((s) => s.values)).toEqual([
      ["黑", "38"],
      ["黑", "39"],
      ["白", "38"],
    ]);
  });
  it("drives the availability matrix: sold-out and missing combinations are disabled", () => {
    const { attrs, skus } = skuModel(info);
    expect(valueState(attrs, skus, ["黑", null], 1, "38")).toBe("soldOut");
    expect(valueState(attrs, skus, ["黑", null], 1, "39")).toBe("available");
    expect(valueState(attrs, skus, ["白", null], 1, "39")).toBe("missing");
    expect(valueState(attrs, skus, [null, null], 0, "白")).toBe("soldOut");
  });
});

describe("galleryImages", () => {
  it("adds SKU pictures after the product's, once each", () => {
    expect(galleryImages(info)).toEqual(["/files/prod/44.webp", "/files/prod/44-1.webp", "/files/prod/44-2.webp"]);
    expect(galleryImages({ ...info, imgs: [], skuList: [] })).toEqual(["/files/prod/44.webp"]);
  });
});

describe("activityEntriesOf", () => {
  it("finds the running flash sale and group buy (flash first), skipping badges without id, price or end", () => {
    const end = "2026-12-01 10:00:00";
    expect(activityEntriesOf([])).toEqual([]);
    expect(activityEntriesOf([{ type: "discount", label: "x", activityPrice: 1, endTime: end }])).toEqual([]);
    expect(activityEntriesOf([{ type: "seckill", label: "秒杀", seckillId: 9 }])).toEqual([]);
    expect(
      activityEntriesOf([
        { type: "groupBuy", label: "拼团", groupActivityId: 3, groupNumber: 2, activityPrice: 15, endTime: end },
        { type: "seckill", label: "秒杀", seckillId: 9, activityPrice: 9.9, endTime: end },
      ]),
    ).toEqual([
      { kind: "seckill", href: "/secdetail/9", price: 9.9, endTime: end },
      { kind: "groupBuy", href: "/group-buy/3", price: 15, endTime: end, groupNumber: 2 },
    ]);
  });
});

describe("productJsonLd", () => {
  const ld = productJsonLd(info, "https://m.example/detail/44", (p) => `https://m.example/api${p}`);
  it("describes the product and its offers", () => {
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Shoe </script>",
      sku: "44",
      image: ["https://m.example/api/files/prod/44.webp", "https://m.example/api/files/prod/44-1.webp"],
      brand: { "@type": "Brand", name: "B" },
      offers: { "@type": "AggregateOffer", priceCurrency: "CNY", lowPrice: "10.00", highPrice: "12.00", offerCount: 3 },
    });
    expect((ld.offers as { availability: string }).availability).toBe("https://schema.org/InStock");
  });
  it("is out of stock when every SKU is", () => {
    const out = productJsonLd(
      { ...info, totalStock: 0, skuList: info.skuList.map((s) => ({ ...s, stock: 0 })) },
      "u",
      (p) => p,
    );
    expect((out.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });
  it("cannot close its script element", () => {
    expect(jsonLdScript(ld)).not.toContain("</script>");
    expect(JSON.parse(jsonLdScript(ld))).toEqual(ld);
  });
});
