import type { DecorationBlock } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { lazyCardBlocks } from "./lazy-blocks";

const block = (type: string): DecorationBlock => ({ type, dataField: {} }) as DecorationBlock;

describe("lazyCardBlocks: which home blocks' cards load when scrolled near", () => {
  it.each([
    {
      name: "the seed's home",
      types: [
        "shop_signs",
        "picture_by",
        "limited_skill",
        "discount_coupon",
        "floor_title",
        "goods_module1",
        "goods_list",
        "store_list",
        "goods_module5",
      ],
      lazy: [5, 6, 7, 8],
    },
    { name: "two card blocks or fewer", types: ["picture_by", "goods_list", "floor_title", "goods_module3"], lazy: [] },
    {
      name: "blocks without cards never count; shops are cards",
      types: ["goods_module4", "universal_hotspot", "goods_list", "store_list", "goods_module2", "goods_list"],
      lazy: [4, 5],
    },
    { name: "no blocks", types: [], lazy: [] },
  ])("$name", ({ types, lazy }) => {
    expect([...lazyCardBlocks(types.map(block))]).toEqual(lazy);
  });
});
