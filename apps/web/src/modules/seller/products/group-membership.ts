/** A group's products in order, as `GET /m/prodTag/list` answers them. */
export interface GroupProducts {
  tagId: number;
  prodIds: readonly number[];
}

/** The groups that hold the product now. */
export function groupsHolding(groups: readonly GroupProducts[], prodId: number): number[] {
  return groups.filter((g) => g.prodIds.includes(prodId)).map((g) => g.tagId);
}

/**
 * The groups whose list changes when the product is to be in exactly the `chosen` groups, each with
 * its new list for `PUT /m/prodTag/:tagId/prods`: a group it joins gets it at the end, a group it
 * leaves loses it, every other product keeps its place; groups that stay as they are are left out,
 * and so are chosen ids that are no group (deleted meanwhile).
 */
export function membershipChanges(
  groups: readonly GroupProducts[],
  prodId: number,
  chosen: readonly number[],
): { tagId: number; prodIds: number[] }[] {
  const changes: { tagId: number; prodIds: number[] }[] = [];
  for (const g of groups) {
    const holds = g.prodIds.includes(prodId);
    const wanted = chosen.includes(g.tagId);
    if (wanted && !holds) changes.push({ tagId: g.tagId, prodIds: [...g.prodIds, prodId] });
    else if (!wanted && holds) changes.push({ tagId: g.tagId, prodIds: g.prodIds.filter((id) => id !== prodId) });
  }
  return changes;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const next = [...items];
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
