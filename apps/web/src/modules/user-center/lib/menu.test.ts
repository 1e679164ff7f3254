import { describe, expect, it } from "vitest";
import { MENU, USER_CENTER_CHILDREN, pageHref, resolvePage } from "./menu";

describe("resolvePage", () => {
  it.each([
    [null, "home"],
    [undefined, "home"],
    ["", "home"],
    ["home", "home"],
    ["uc-account", "uc-account"],
    ["uc-address", "uc-address"],
    ["uc-collection", "uc-collection"],
    ["uc-footprint", "uc-footprint"],
    ["uc-password", "uc-password"],
    ["uc-shopaccount", "uc-shopaccount"],
    ["uc-order", "uc-order"],
    ["uc-comments", "uc-comments"],
    ["uc-balance", "uc-balance"],
    ["uc-return", "uc-return"],
    ["apply-return", "apply-return"],
    ["uc-coupons", "uc-coupons"],
    ["uc-integral", "uc-integral"],
    ["uc-points", "home"], // a later issue's page shows the home
    ["UC-ACCOUNT", "home"],
    ["../uc-account", "home"],
  ] as const)("%j → %s", (q, expected) => {
    expect(resolvePage(q)).toBe(expected);
  });
});

describe("pageHref", () => {
  it.each([
    ["home", "/user-center"],
    ["uc-address", "/user-center?currentPage=uc-address"],
    ["uc-order", "/user-center?currentPage=uc-order"],
    ["uc-return", "/user-center?currentPage=uc-return"],
    ["gift-card", "/user-center?currentPage=gift-card"],
    ["uc-integral", "/user-center?currentPage=uc-integral"],
  ] as const)("%s → %s", (page, href) => {
    expect(pageHref(page)).toBe(href);
  });
});

describe("MENU", () => {
  it("lists every child of the spec once, except apply-return (a step inside an order)", () => {
    const listed = MENU.flatMap((g) => g.items);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(USER_CENTER_CHILDREN.filter((c) => c !== "apply-return").sort());
  });
});
