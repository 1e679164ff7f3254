import type { CategoryNode } from "@souk/contract";

/** A category as the chrome shows it: name and id, and the top level's picture (home hero, floors). */
export interface ShellCategory {
  categoryId: number;
  categoryName: string;
  pic?: string;
  categories: ShellCategory[];
}

/**
 * Only active categories (status 1) are shown, at every level; the rest of each node (status,
 * parent, grade, lower levels' pictures) is dropped before the tree is embedded in every page.
 */
export function shellCategories(nodes: readonly CategoryNode[] | null | undefined, depth = 0): ShellCategory[] {
  return (nodes ?? [])
    .filter((n) => n.status === 1)
    .map((n) => ({
      categoryId: n.categoryId,
      categoryName: n.categoryName,
      ...(depth === 0 && n.pic ? { pic: n.pic } : {}),
      categories: shellCategories(n.categories, depth + 1),
    }));
}
