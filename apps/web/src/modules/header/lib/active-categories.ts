import type { CategoryNode } from "@souk/contract";

/** Only active categories (status 1) are shown, at every level. */
export function activeCategories(nodes: readonly CategoryNode[] | null | undefined): CategoryNode[] {
  return (nodes ?? []).filter((n) => n.status === 1).map((n) => ({ ...n, categories: activeCategories(n.categories) }));
}
