import type { CategoryNode } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { shellCategories } from "./shell-categories";

const node = (categoryId: number, status: number, categories: CategoryNode[] = []): CategoryNode => ({
  categoryId,
  categoryName: `c${categoryId}`,
  pic: `/files/cat/${categoryId}.webp`,
  status,
  parentId: 0,
  grade: 1,
  categories,
  selected: false,
});

describe("shellCategories", () => {
  it("keeps only active categories, at every level", () => {
    const tree = [node(1, 1, [node(11, 1, [node(111, 1), node(112, 0)]), node(12, 0)]), node(2, 0)];
    const ids = (ns: ReturnType<typeof shellCategories>): unknown => ns.map((n) => [n.categoryId, ids(n.categories)]);
    expect(ids(shellCategories(tree))).toEqual([[1, [[11, [[111, []]]]]]]);
  });
  it("keeps names everywhere and the picture of the top level only", () => {
    const [top] = shellCategories([node(1, 1, [node(11, 1)])]);
    expect(top).toEqual({
      categoryId: 1,
      categoryName: "c1",
      pic: "/files/cat/1.webp",
      categories: [{ categoryId: 11, categoryName: "c11", categories: [] }],
    });
  });
  it("tolerates a missing tree", () => expect(shellCategories(null)).toEqual([]));
});
