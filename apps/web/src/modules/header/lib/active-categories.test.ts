import type { CategoryNode } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { activeCategories } from "./active-categories";

const node = (categoryId: number, status: number, categories: CategoryNode[] = []): CategoryNode => ({
  categoryId,
  categoryName: `c${categoryId}`,
  pic: "",
  status,
  parentId: 0,
  grade: 1,
  categories,
  selected: false,
});

describe("activeCategories", () => {
  it("drops inactive nodes at every level", () => {
    const tree = [node(1, 1, [node(11, 1, [node(111, 1), node(112, 0)]), node(12, 0)]), node(2, 0)];
    const ids = (ns: CategoryNode[]): unknown => ns.map((n) => [n.categoryId, ids(n.categories)]);
    expect(ids(activeCategories(tree))).toEqual([[1, [[11, [[111, []]]]]]]);
  });
  it("tolerates a missing tree", () => expect(activeCategories(null)).toEqual([]));
});
