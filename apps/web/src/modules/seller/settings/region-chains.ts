import type { Area } from "@souk/contract";

/** Where an administrative division sits: its chain of ids from the province down, and its chain's names. */
export interface AreaPlace {
  chain: number[];
  name: string;
}

/** Every division of the tree (province, city, district) by its code. */
export function areaIndex(tree: readonly Area[]): Map<number, AreaPlace> {
  const index = new Map<number, AreaPlace>();
  const walk = (areas: readonly Area[], chain: number[], names: string[]) => {
    for (const a of areas) {
      const place = { chain: [...chain, a.areaId], name: [...names, a.areaName].join(" ") };
      index.set(a.areaId, place);
      walk(a.areas ?? [], place.chain, [...names, a.areaName]);
    }
  };
  walk(tree, [], []);
  return index;
}

/** A multiple Cascader's value for stored region codes (a code the tree lacks is left out). */
export function chainsOf(ids: readonly number[], index: ReadonlyMap<number, AreaPlace>): number[][] {
  return ids.flatMap((id) => {
    const place = index.get(id);
    return place ? [place.chain] : [];
  });
}

/**
 * The region codes a multiple Cascader's value names: the last id of each chain (a whole province
 * when all of it is picked, else its cities or districts), each once, in the order picked.
 */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const chain of value) {
    const last: unknown = Array.isArray(chain) ? chain[chain.length - 1] : undefined;
    if (typeof last === "number" && !ids.includes(last)) ids.push(last);
  }
  return ids;
}
