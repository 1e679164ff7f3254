import type { CategoryNode } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { categoryOptions, categoryPath } from "./category-path";

const node = (categoryId: number, grade: number, categories: CategoryNode[] = []): CategoryNode => ({
  categoryId,
  categoryName: `c${categoryId}`,
  pic: "",
  status: 1,
  parentId: 0,
  grade,
  categories,
  selected: false,
});
const tree = [node(1, 1, [node(2, 2, [node(3, 3), node(4, 3)]), node(5, 2)]), node(6, 1)];

describe("category paths", () => {
  it("finds the path of a leaf for the cascader", () => {
    expect(categoryPath(tree, 4)).toEqual([1, 2, 4]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });

  it("offers only branches that end in a third-level category", () => {
    expect(categoryOptions(tree)).toEqual([
      {
        value: 1,
        label: "c1",
        children: [
          {
            value: 2,
            label: "c2",
            children: [
              { value: 3, label: "c3" },
              { value: 4, label: "c4" },
            ],
          },
        ],
      },
    ]);
  });
});
