import { describe, expect, it } from "vitest";
import {
  activeFilters,
  activeSort,
  chosenAttrs,
  listHref,
  parseListQuery,
  searchApiQuery,
  sortPatch,
  toggleAttr,
  withChanges,
  withoutAttr,
} from "./list-query";

describe("parseListQuery", () => {
  it("reads every parameter of spec part 2", () => {
    const q = parseListQuery({
      pn: " 手机 ",
      cpid: "1",
      cid: "12",
      thCid: "123",
      st: "1",
      areaId: "440000",
      bid: "7",
      bName: "Stellix",
    });
    expect(q).toMatchObject({
      pn: "手机",
      cpid: 1,
      cid: 12,
      thCid: 123,
      st: 1,
      areaId: 440000,
      bid: 7,
      bName: "Stellix",
    });
    expect(q.sort).toBe(0);
    expect(q.current).toBe(1);
  });

  it.each([
    ["cpid", "abc", "cpid", undefined],
    ["cpid", "0", "cpid", undefined],
    ["cpid", "-3", "cpid", undefined],
    ["st", "2", "st", undefined],
    ["sort", "9", "sort", 0],
    ["sort", "2", "sort", 2],
    ["orderBy", "1", "orderBy", 1],
    ["orderBy", "x", "orderBy", undefined],
    ["current", "0", "current", 1],
    ["current", "3", "current", 3],
    ["current", "999999999", "current", 100000],
    ["minPrice", "12.5", "minPrice", 12.5],
    ["minPrice", "12.555", "minPrice", undefined],
    ["minPrice", "-1", "minPrice", undefined],
    ["inStock", "1", "inStock", 1],
    ["inStock", "0", "inStock", undefined],
    ["pn", "", "pn", undefined],
    ["pn", "   ", "pn", undefined],
  ] as const)("%s=%j → %s %j", (k, v, field, expected) => {
    expect(parseListQuery({ [k]: v })[field]).toBe(expected);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseListQuery({ cpid: ["3", "4"] }).cpid).toBe(3);
  });
  it("swaps a reversed price range", () => {
    expect(parseListQuery({ minPrice: "200", maxPrice: "100" })).toMatchObject({ minPrice: 100, maxPrice: 200 });
  });
  it("drops a brand name without a brand id", () => {
    expect(parseListQuery({ bName: "X" }).bName).toBeUndefined();
  });
  it("cuts an overlong keyword", () => {
    expect(parseListQuery({ pn: "a".repeat(300) }).pn).toHaveLength(100);
  });
});

describe("listHref / withChanges", () => {
  it("leaves defaults out and keeps a stable order", () => {
    expect(listHref({ sort: 0, current: 1 })).toBe("/list");
    expect(listHref({ current: 2, pn: "手机", sort: 1 })).toBe("/list?pn=%E6%89%8B%E6%9C%BA&sort=1&current=2");
  });
  it("round-trips", () => {
    const href =
      "/list?pn=phone&cpid=1&bid=7&bName=Stellix&minPrice=10&maxPrice=20&inStock=1&sort=2&orderBy=1&current=3";
    const q = parseListQuery(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(listHref(q)).toBe(href);
  });
  it("goes back to page 1 on a filter change, but not on a page change", () => {
    const q = parseListQuery({ pn: "a", current: "4", sort: "2", orderBy: "1" });
    expect(withChanges(q, { inStock: 1 })).toBe("/list?pn=a&inStock=1&sort=2&orderBy=1");
    expect(withChanges(q, { current: 5 })).toBe("/list?pn=a&sort=2&orderBy=1&current=5");
    expect(withChanges(q, { sort: 1 })).toBe("/list?pn=a&sort=1");
  });
});

describe("sorts", () => {
  it.each([
    ["default", { sort: 0 }],
    ["sales", { sort: 1 }],
    ["priceAsc", { sort: 2, orderBy: 0 }],
    ["priceDesc", { sort: 2, orderBy: 1 }],
    ["newest", { sort: 3 }],
  ] as const)("%s", (key, q) => {
    expect(sortPatch(key)).toMatchObject(q);
    expect(activeSort({ current: 1, ...sortPatch(key) })).toBe(key);
  });
});

describe("searchApiQuery", () => {
  it("maps bid to brandId and pn to prodName", () => {
    const q = parseListQuery({ pn: "手机", bid: "3", current: "2" });
    expect(searchApiQuery(q, 20)).toMatchObject({ prodName: "手机", brandId: 3, current: 2, size: 20, sort: 0 });
  });
});

describe("attribute filters", () => {
  it("toggles values", () => {
    expect(toggleAttr(undefined, "颜色", "黑")).toBe("颜色:黑");
    expect(toggleAttr("颜色:黑", "颜色", "白")).toBe("颜色:黑,白");
    expect(toggleAttr("颜色:黑,白", "颜色", "黑")).toBe("颜色:白");
    expect(toggleAttr("颜色:黑", "颜色", "黑")).toBeUndefined();
    expect(toggleAttr("颜色:黑", "容量", "256GB")).toBe("颜色:黑;容量:256GB");
  });
  it("reads and removes", () => {
    expect(chosenAttrs("颜色:黑;容量:1T")).toEqual([
      { name: "颜色", values: ["黑"] },
      { name: "容量", values: ["1T"] },
    ]);
    expect(chosenAttrs("garbage")).toEqual([]);
    expect(withoutAttr("颜色:黑;容量:1T", "颜色")).toBe("容量:1T");
    expect(withoutAttr("颜色:黑", "颜色")).toBeUndefined();
  });
});

describe("activeFilters", () => {
  it.each([
    ["nothing chosen", {}, 0],
    ["a category and a keyword are not filters of the sheet", { pn: "手机", cid: 3 }, 0],
    ["a brand", { bid: 7, bName: "Acme" }, 1],
    ["each attribute value counts", { attrs: "颜色:黑,白;容量:1T" }, 3],
    ["a price range counts once", { minPrice: 10, maxPrice: 99 }, 1],
    ["an open-ended price", { maxPrice: 99 }, 1],
    ["everything", { bid: 7, attrs: "颜色:黑", minPrice: 1, inStock: 1 as const }, 4],
  ])("%s", (_label, patch, n) => {
    expect(activeFilters({ ...parseListQuery({}), ...patch })).toBe(n);
  });
});
