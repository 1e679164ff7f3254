import { describe, expect, it } from "vitest";
import { keywordProblem, searchHref, searchModeFor } from "./search";

describe("searchModeFor", () => {
  it.each([
    ["/", "goods"],
    ["/list", "goods"],
    ["/shopList", "shops"],
    ["/shopList/", "shops"],
    ["/shopListing", "goods"],
    ["/shopIndex", "goods"],
  ] as const)("%s → %s", (path, mode) => {
    expect(searchModeFor(path)).toBe(mode);
  });
});

describe("keywordProblem", () => {
  it.each([
    ["", "goods", "emptyGoods"],
    ["   ", "goods", "emptyGoods"],
    ["\t\n", "shops", "emptyShop"],
    ["", "any", "emptyKeyword"],
    ["手机", "goods", null],
    [" a ", "shops", null],
  ] as const)("%j in %s → %s", (k, mode, expected) => {
    expect(keywordProblem(k, mode)).toBe(expected);
  });
});

describe("searchHref", () => {
  it.each([
    ["手机", "goods", "/list?pn=%E6%89%8B%E6%9C%BA"],
    ["  phone case ", "goods", "/list?pn=phone+case"],
    ["a&b", "shops", "/shopList?shopName=a%26b"],
  ] as const)("%j %s → %s", (k, mode, href) => {
    expect(searchHref(k, mode)).toBe(href);
  });
});
