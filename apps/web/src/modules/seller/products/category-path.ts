import type { CategoryNode } from "@souk/contract";

/** The ids from the top level down to `leafId` in the category tree, or [] when it is not there. */
export function categoryPath(tree: readonly CategoryNode[], leafId: number): number[] {
  for (const node of tree) {
    if (node.categoryId === leafId) return [leafId];
    const below = categoryPath(node.categories ?? [], leafId);
    if (below.length) return [node.categoryId, ...below];
  }
  return [];
}

export interface CascaderOption {
  value: number;
  label: string;
  children?: CascaderOption[];
}

/** The tree as cascader options; only third-level categories hold products, so a shorter branch is not offered. */
export function categoryOptions(tree: readonly CategoryNode[], depth = 1): CascaderOption[] {
  return tree.flatMap((n) => {
    if (depth === 3) return [{ value: n.categoryId, label: n.categoryName }];
    const children = categoryOptions(n.categories ?? [], depth + 1);
    return children.length ? [{ value: n.categoryId, label: n.categoryName, children }] : [];
  });
}
