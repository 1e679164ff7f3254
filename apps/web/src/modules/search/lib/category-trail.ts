import type { CategoryNode } from "@souk/contract";

export interface TrailItem {
  categoryId: number;
  categoryName: string;
  /** 1 top, 2 second, 3 third. */
  level: 1 | 2 | 3;
}

/** Path of ids from the top category down to `id` (inclusive), or [] when it is not in the tree. */
export function pathTo(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const n of tree) {
    if (n.categoryId === id) return [n];
    const below = pathTo(n.categories, id);
    if (below.length > 0) return [n, ...below];
  }
  return [];
}

/**
 * The breadcrumb of a list's categories (cpid, cid, thCid): the deepest given id that exists
 * decides the path, so a stale or partial set of ids still shows a consistent trail.
 */
export function categoryTrail(
  tree: readonly CategoryNode[] | null | undefined,
  q: { cpid?: number; cid?: number; thCid?: number },
): TrailItem[] {
  if (!tree) return [];
  for (const id of [q.thCid, q.cid, q.cpid]) {
    if (!id) continue;
    const path = pathTo(tree, id);
    if (path.length > 0)
      return path.slice(0, 3).map((n, i) => ({
        categoryId: n.categoryId,
        categoryName: n.categoryName,
        level: (i + 1) as 1 | 2 | 3,
      }));
  }
  return [];
}

/** The /list category parameters of a category anywhere in the tree: {cpid, cid?, thCid?}. */
export function categoryParams(
  tree: readonly CategoryNode[] | null | undefined,
  id: number,
): { cpid?: number; cid?: number; thCid?: number } {
  const path = tree ? pathTo(tree, id) : [];
  if (path.length === 0) return { thCid: id };
  const [a, b, c] = path;
  return { cpid: a?.categoryId, cid: b?.categoryId, thCid: c?.categoryId };
}
