import { describe, expect, it } from "vitest";
import { parseShopProdQuery, shopIndexHref, shopProdHref, shopProdWith } from "./shop-query";

describe("parseShopProdQuery", () => {
  it("reads sid, cid, keyword, sort and page", () => {
    expect(
      parseShopProdQuery({ sid: "2", cid: "15", prodName: " 相机 ", sort: "2", orderBy: "1", current: "3" }),
    ).toEqual({
      sid: 2,
      cid: 15,
      prodName: "相机",
      sort: 2,
      orderBy: 1,
      current: 3,
    });
  });
  it("drops malformed values", () => {
    expect(parseShopProdQuery({ sid: "x", cid: "-1", sort: "7", current: "0" })).toEqual({
      sid: undefined,
      cid: undefined,
      prodName: undefined,
      sort: 0,
      orderBy: undefined,
      current: 1,
    });
  });
});

describe("hrefs", () => {
  it("builds shop links", () => {
    expect(shopProdHref({ sid: 2, sort: 0, current: 1 })).toBe("/shop-prod-list?sid=2");
    expect(shopProdHref({ sid: 2, cid: 5, prodName: "相机", sort: 1, current: 2 })).toBe(
      "/shop-prod-list?sid=2&cid=5&prodName=%E7%9B%B8%E6%9C%BA&sort=1&current=2",
    );
    const q = parseShopProdQuery({ sid: "2", current: "4", sort: "2", orderBy: "0" });
    expect(shopProdWith(q, { cid: 9 })).toBe("/shop-prod-list?sid=2&cid=9&sort=2&orderBy=0");
    expect(shopProdWith(q, { sort: 1 })).toBe("/shop-prod-list?sid=2&sort=1");
    expect(shopIndexHref(2)).toBe("/shopIndex?sid=2");
    expect(shopIndexHref(2, 7)).toBe("/shopIndex?sid=2&cid=7");
  });
});
