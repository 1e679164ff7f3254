import { describe, expect, it } from "vitest";
import { shopEntry } from "./shop-entry";
import { categoryListHref } from "./category-links";

describe("shopEntry", () => {
  it.each([
    [1, 42, { kind: "go", href: "/shopIndex?sid=42" }],
    [1, null, { kind: "warn", message: "shopNotOpened" }],
    [0, 42, { kind: "warn", message: "shopUnderReview" }],
    [-1, null, { kind: "warn", message: "shopNotOpened" }],
    [null, null, { kind: "warn", message: "shopNotOpened" }],
    [2, 42, { kind: "warn", message: "shopOffline" }],
    [3, 42, { kind: "warn", message: "shopOffline" }],
  ] as const)("status %s shop %s", (status, id, expected) => {
    expect(shopEntry(status, id)).toEqual(expected);
  });
});

describe("categoryListHref", () => {
  it.each([
    [[1], "/list?cpid=1"],
    [[1, 2], "/list?cpid=1&cid=2"],
    [[1, 2, 3], "/list?cpid=1&cid=2&thCid=3"],
  ] as const)("%j → %s", (args, href) => {
    expect(categoryListHref(...(args as unknown as [number, number?, number?]))).toBe(href);
  });
});
