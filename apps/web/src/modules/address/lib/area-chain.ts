import type { Area } from "@souk/contract";

/**
 * Area ids are division codes (packages/contract/src/schemas/area.ts): province 2 digits, city 4,
 * district 6, each starting with its parent's code. So the chain from the province down is
 * read off the id itself: 440106 → [44, 4401, 440106]. Anything else answers [].
 */
export function areaChain(id: number | string | null | undefined): number[] {
  const s = typeof id === "number" ? String(id) : typeof id === "string" ? id.trim() : "";
  if (!/^[1-9]\d(?:\d{2}){0,2}$/.test(s)) return [];
  const out: number[] = [];
  for (let len = 2; len <= s.length; len += 2) out.push(Number(s.slice(0, len)));
  return out;
}

/** The areas along `chain` in the tree (stops at the first id that is not there). */
export function areasAlong(tree: readonly Area[], chain: readonly number[]): Area[] {
  const out: Area[] = [];
  let level: readonly Area[] = tree;
  for (const id of chain) {
    const a = level.find((x) => x.areaId === id);
    if (!a) break;
    out.push(a);
    level = a.areas;
  }
  return out;
}

/** The area with this id anywhere in the tree, or null. */
export function findArea(tree: readonly Area[], id: number | null | undefined): Area | null {
  if (id == null) return null;
  const chain = areaChain(id);
  const along = areasAlong(tree, chain);
  return along.length === chain.length && chain.length > 0 ? (along[along.length - 1] ?? null) : null;
}

/** Only enabled areas (areaEnable 1), recursively. */
export function enabledAreas(tree: readonly Area[]): Area[] {
  return tree.filter((a) => a.areaEnable !== 0).map((a) => ({ ...a, areas: enabledAreas(a.areas) }));
}
