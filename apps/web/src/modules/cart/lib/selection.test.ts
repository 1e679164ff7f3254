import type { CartItem, CartShop } from "@souk/contract";
import { describe, expect, it } from "vitest";
import {
  allState,
  clampQuantity,
  quantityBounds,
  reconcileSelection,
  selectedIds,
  settleCheck,
  shopState,
  toggleAll,
  toggleItem,
  toggleShop,
} from "./selection";

function line(basketId: number, shopId: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    basketId,
    shopId,
    prodId: basketId * 10,
    skuId: basketId * 100,
    prodName: `p${basketId}`,
    skuName: "",
    pic: "",
    price: 10,
    oriPrice: 12,
    count: 1,
    stock: 50,
    productTotalAmount: 10,
    status: 1,
    maxCount: 98,
    createTime: "2026-11-21 10:00:00",
    prodCount: extra.count ?? 1,
    shopName: `s${shopId}`,
    basketDate: "2026-11-21 10:00:00",
    activity: null,
    ...extra,
  };
}

function shop(shopId: number, ...groups: number[][]): CartShop {
  return {
    shopId,
    shopName: `s${shopId}`,
    shopCartItemDiscounts: groups.map((ids) => ({
      chooseDiscountItemDto: null,
      shopCartItems: ids.map((id) => line(id, shopId)),
    })),
  };
}

const A = shop(1, [1, 2], [3]);
const B = shop(2, [4]);
const cart = [A, B];

describe("cart selection", () => {
  it.each([
    { sel: [], a: "none", all: "none" },
    { sel: [1], a: "some", all: "some" },
    { sel: [1, 2, 3], a: "all", all: "some" },
    { sel: [1, 2, 3, 4], a: "all", all: "all" },
    { sel: [4], a: "none", all: "some" },
  ])("selected $sel → shop A $a, all $all", ({ sel, a, all }) => {
    expect(shopState(A, new Set(sel))).toBe(a);
    expect(allState(cart, new Set(sel))).toBe(all);
  });

  it("toggles one line", () => {
    expect([...toggleItem(new Set([1]), 2)].sort()).toEqual([1, 2]);
    expect([...toggleItem(new Set([1, 2]), 2)]).toEqual([1]);
  });

  it("a shop box selects every line of the shop across its discount groups, or clears them when all are selected", () => {
    expect([...toggleShop(new Set([4]), A)].sort()).toEqual([1, 2, 3, 4]);
    expect([...toggleShop(new Set([1, 4]), A)].sort()).toEqual([1, 2, 3, 4]);
    expect([...toggleShop(new Set([1, 2, 3, 4]), A)]).toEqual([4]);
  });

  it("select all, and clear all when everything is selected", () => {
    expect(toggleAll(cart, new Set([1])).size).toBe(4);
    expect(toggleAll(cart, new Set([1, 2, 3, 4])).size).toBe(0);
    expect(toggleAll([], new Set()).size).toBe(0);
  });

  it("reconciles after a reload: first load selects all, vanished lines drop out, new lines come in selected", () => {
    expect([...reconcileSelection(cart, new Set(), null)].sort()).toEqual([1, 2, 3, 4]);
    const after = [shop(1, [1, 2]), shop(2, [4, 5])];
    expect([...reconcileSelection(after, new Set([2, 3]), new Set([1, 2, 3, 4]))].sort()).toEqual([2, 5]);
  });

  it("lists selected ids in cart order", () => {
    expect(selectedIds(cart, new Set([4, 1]))).toEqual([1, 4]);
  });
});

describe("settling", () => {
  it.each([
    [0, "empty"],
    [1, "ok"],
    [50, "ok"],
    [51, "tooMany"],
  ] as const)("%i lines → %s", (n, want) => {
    expect(settleCheck(n)).toBe(want);
  });
});

describe("quantity stepper", () => {
  it.each([
    { count: 1, stock: 50, maxCount: 98, max: 50 },
    { count: 3, stock: 500, maxCount: 96, max: 99 },
    { count: 99, stock: 500, maxCount: 0, max: 99 },
    { count: 5, stock: 2, maxCount: 0, max: 2 },
    { count: 1, stock: 0, maxCount: 0, max: 1 },
  ])("count $count, stock $stock, $maxCount more allowed → 1..$max", ({ count, stock, maxCount, max }) => {
    expect(quantityBounds({ count, stock, maxCount })).toEqual({ min: 1, max });
  });

  it.each([
    ["7", 7],
    ["0", 1],
    ["-3", 2],
    ["abc", 2],
    ["", 2],
    ["1000", 50],
    [" 12 ", 12],
    [3.7, 3],
  ] as const)("typed %j → %i", (input, want) => {
    expect(clampQuantity(input, { count: 2, stock: 50, maxCount: 97 })).toBe(want);
  });
});
