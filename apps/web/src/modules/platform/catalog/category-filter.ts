import type { PlatformCategory } from "@souk/contract";

/**
 * The tree pruned to the categories whose Chinese or English name contains `search`
 * (case-insensitive), with their ancestors; a matching category keeps its whole subtree.
 * Empty search: the tree as it is.
 */
export function filterTree(tree: PlatformCategory[], search: string): PlatformCategory[] {
  const s = search.trim().toLowerCase();
  if (!s) return tree;
  return tree.flatMap((n) => {
    if (n.nameZh.toLowerCase().includes(s) || n.nameEn.toLowerCase().includes(s)) return [n];
    const children = filterTree(n.children, s);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Ids of the categories that have children (to expand every one of them). */
export function parentIds(tree: PlatformCategory[]): number[] {
  return tree.flatMap((n) => (n.children.length ? [n.categoryId, ...parentIds(n.children)] : []));
}

/** A table row: a category whose `children` is absent when it has none (no expand button on a leaf). */
export type CategoryRow = Omit<PlatformCategory, "children"> & { children?: CategoryRow[] };
export function tableRows(tree: PlatformCategory[]): CategoryRow[] {
  return tree.map(({ children, ...n }) => (children.length ? { ...n, children: tableRows(children) } : n));
}
