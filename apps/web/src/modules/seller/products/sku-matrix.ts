/** One spec dimension of the form (颜色: 黑色, 棕色), Chinese values first, English optional. */
export interface SpecDimension {
  name: string;
  nameEn?: string;
  values: string[];
}

/** One row of the SKU table: a combination of one value per dimension and what the shop typed for it. */
export interface SkuRow {
  /** The combination's values joined, stable while the values exist. */
  key: string;
  properties: string[];
  /** Yuan as typed (the body carries fen). */
  price?: number | null;
  oriPrice?: number | null;
  stock?: number | null;
  /** The stock the editor loaded (an existing SKU): the save moves the stock by what the shop changed. */
  stockSeen?: number;
  /** The shop's own code of the SKU. */
  skuCode?: string;
  /** The SKU's picture, one of the product's pictures ("" or absent: the main one). */
  pic?: string;
  /** Grams per piece (freight templates by weight); empty: 0 for a new SKU, unchanged for an existing one. */
  weight?: number | null;
}

/** At most three spec dimensions (the API's limit). */
export const MAX_SPEC_DIMENSIONS = 3;

const SEP = "\u0001";

/**
 * The SKU table for the dimensions: every combination of their values, in the order the
 * values are listed (the first dimension varies slowest). A combination that was already in
 * `previous` keeps what was typed for it; dimensions without values are left out.
 */
export function skuMatrix(dimensions: readonly SpecDimension[], previous: readonly SkuRow[] = []): SkuRow[] {
  const dims = dimensions.filter((d) => d.name.trim() && d.values.length > 0);
  if (dims.length === 0) return [];
  let combos: string[][] = [[]];
  for (const d of dims) combos = combos.flatMap((c) => d.values.map((v) => [...c, v]));
  const byKey = new Map(previous.map((r) => [r.key, r]));
  return combos.map((properties) => {
    const key = properties.join(SEP);
    const old = byKey.get(key);
    return old ? { ...old, key, properties } : { key, properties };
  });
}
