import type { PlatformCategory } from "@souk/contract";

/*
 * Pure helpers of the category page: the commission as a percentage, where a category may move,
 * and the tree as cascader options.
 */

/** A percentage typed in the console (two decimals at most) → basis points; null when it is not one. */
export function percentToBp(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const bp = Math.round(percent * 100);
  // More than two decimals is refused rather than silently rounded.
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : null;
}

/** Basis points → the percentage the console shows (500 → 5). */
export const bpToPercent = (bp: number) => bp / 100;

export interface ParentOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * Where `c` may move: the categories one grade above it (or the top level for a top-level one),
 * except its current parent; labelled with their path.
 */
export function moveTargets(tree: PlatformCategory[], c: PlatformCategory, name: (n: PlatformCategory) => string) {
  const out: ParentOption[] = [];
  const walk = (nodes: PlatformCategory[], trail: string[]) => {
    for (const n of nodes) {
      const path = [...trail, name(n)];
      if (n.grade === c.grade - 1 && n.categoryId !== c.parentId)
        out.push({ value: n.categoryId, label: path.join(" / ") });
      if (n.grade < c.grade - 1) walk(n.children, path);
    }
  };
  walk(tree, []);
  return out;
}

export interface CategoryOption {
  value: number;
  label: string;
  children?: CategoryOption[];
}

/** The tree as cascader options (every status; disabled ones marked by `mark`). */
export function categoryOptions(
  tree: PlatformCategory[],
  name: (n: PlatformCategory) => string,
  mark: (label: string) => string = (l) => l,
): CategoryOption[] {
  return tree.map((n) => ({
    value: n.categoryId,
    label: n.status === 1 ? name(n) : mark(name(n)),
    ...(n.children.length ? { children: categoryOptions(n.children, name, mark) } : {}),
  }));
}

/** The chain of ids from the top to `categoryId` (for a cascader's value), [] when absent. */
export function pathTo(tree: PlatformCategory[], categoryId: number): number[] {
  for (const n of tree) {
    if (n.categoryId === categoryId) return [n.categoryId];
    const below = pathTo(n.children, categoryId);
    if (below.length) return [n.categoryId, ...below];
  }
  return [];
}
