import { describe, expect, it } from "vitest";
import { headerTabType, isCurrentNav } from "./header-tab";

describe("headerTabType (0 default, 2 special discount, 3 group buy, 4 flash sale, 5 coupons)", () => {
  it.each([
    ["/", 0],
    ["/list?st=1", 0],
    ["/special-discount", 2],
    ["/discount-detail?id=3", 2],
    ["/group-buy", 3],
    ["/flash-sale", 4],
    ["/secdetail/12", 4],
    ["/coupons", 5],
    ["/coupons#top", 5],
    ["/couponsX", 0],
  ] as const)("%s → %s", (href, type) => {
    expect(headerTabType(href)).toBe(type);
  });
});

describe("isCurrentNav", () => {
  it.each([
    ["/", "/", "", true],
    ["/list", "/list", "st=1", false],
    ["/list?st=1", "/list", "?st=1", true],
    ["/flash-sale", "/secdetail/3", "", true],
    ["/coupons", "/", "", false],
    ["/detail/3", "/detail/3", "", true],
  ] as const)("%s on %s?%s → %s", (href, path, search, expected) => {
    expect(isCurrentNav(href, path, search)).toBe(expected);
  });
});
