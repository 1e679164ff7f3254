import type { PlatformCategory } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { bpToPercent, categoryOptions, moveTargets, pathTo, percentToBp } from "./category-tree";

const node = (categoryId: number, parentId: number, grade: number, children: PlatformCategory[] = []) =>
  ({
    categoryId,
    parentId,
    grade,
    nameZh: `c${categoryId}`,
    nameEn: `C${categoryId}`,
    pic: "",
    status: categoryId === 3 ? 0 : 1,
    seq: 0,
    commissionRate: 500,
    productCount: 0,
    children,
  }) satisfies PlatformCategory;

const tree = [node(1, 0, 1, [node(11, 1, 2, [node(111, 11, 3)]), node(12, 1, 2)]), node(3, 0, 1, [node(31, 3, 2)])];
const name = (n: PlatformCategory) => n.nameEn;

describe("commission as a percentage", () => {
  it.each([
    [5, 500],
    [5.25, 525],
    [0, 0],
    [100, 10000],
    [12.34, 1234],
    [0.07, 7],
    [5.255, null],
    [null, null],
    [Number.NaN, null],
  ])("%s%% → %s basis points", (percent, bp) => expect(percentToBp(percent)).toBe(bp));
  it("shows basis points as a percentage", () => expect(bpToPercent(1234)).toBe(12.34));
});

describe("move targets keep the grade", () => {
  it("a third-level category goes under another second-level one", () => {
    expect(moveTargets(tree, node(111, 11, 3), name)).toEqual([
      { value: 12, label: "C1 / C12" },
      { value: 31, label: "C3 / C31" },
    ]);
  });
  it("a second-level category goes under another top", () => {
    expect(moveTargets(tree, node(11, 1, 2), name)).toEqual([{ value: 3, label: "C3" }]);
  });
  it("a top has nowhere to go", () => expect(moveTargets(tree, node(1, 0, 1), name)).toEqual([]));
});

describe("cascader options and paths", () => {
  it("marks disabled categories and nests children", () => {
    const opts = categoryOptions(tree, name, (l) => `${l} (off)`);
    expect(opts[1]!.label).toBe("C3 (off)");
    expect(opts[0]!.children![0]!.children![0]!.value).toBe(111);
    expect(opts[0]!.children![1]!.children).toBeUndefined();
  });
  it("finds the path to a category", () => {
    expect(pathTo(tree, 111)).toEqual([1, 11, 111]);
    expect(pathTo(tree, 999)).toEqual([]);
  });
});

describe("the name filter", () => {
  it("keeps matches with their ancestors, and a match's subtree", async () => {
    const { filterTree } = await import("./category-filter");
    expect(filterTree(tree, "c111").map((n) => [n.categoryId, n.children.map((c) => c.categoryId)])).toEqual([
      [1, [11]],
    ]);
    expect(filterTree(tree, "C11")[0]!.children[0]!.children).toHaveLength(1);
    expect(filterTree(tree, "")).toBe(tree);
    expect(filterTree(tree, "nothing")).toEqual([]);
  });
});
