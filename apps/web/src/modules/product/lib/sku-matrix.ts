/**
 * The SKU selector's logic (spec: a selector built from the sales attributes, unavailable
 * combinations disabled, stock and image per SKU). Pure: the component only renders it.
 *
 * A product has sales attributes in order (颜色, 容量 …) and SKUs whose `values` are aligned
 * to that order. A selection holds one value or null per attribute.
 */
export interface SalesAttr {
  name: string;
  values: string[];
}
export interface MatrixSku {
  skuId: number;
  /** One value per sales attribute, in attribute order. */
  values: string[];
  stock: number;
}
export type Selection = (string | null)[];

export type ValueState = "selected" | "available" | "soldOut" | "missing";

function matchesOthers(sku: MatrixSku, selection: Selection, except: number): boolean {
  return selection.every((v, j) => j === except || v === null || sku.values[j] === v);
}

/**
 * State of value `value` of attribute `i` given the other attributes' choices:
 * - "missing": no SKU has this value together with the other choices (the combination does not exist);
 * - "soldOut": such SKUs exist but none has stock;
 * - "available" / "selected".
 * "missing" and "soldOut" values are disabled.
 */
export function valueState(
  attrs: SalesAttr[],
  skus: MatrixSku[],
  selection: Selection,
  i: number,
  value: string,
): ValueState {
  const candidates = skus.filter((s) => s.values[i] === value && matchesOthers(s, selection, i));
  if (candidates.length === 0) return "missing";
  if (!candidates.some((s) => s.stock > 0)) return "soldOut";
  return selection[i] === value ? "selected" : "available";
}

/** The SKU of a complete selection, or null while some attribute is unchosen or the combination does not exist. */
export function selectedSku<T extends MatrixSku>(skus: T[], selection: Selection): T | null {
  if (selection.some((v) => v === null)) return null;
  return skus.find((s) => s.values.length === selection.length && s.values.every((v, j) => v === selection[j])) ?? null;
}

/**
 * The initial selection: the first SKU in stock (a product without sales attributes has one
 * SKU and an empty selection); when all are sold out, the first SKU, so the page shows its price.
 */
export function initialSelection(attrs: SalesAttr[], skus: MatrixSku[]): Selection {
  if (attrs.length === 0) return [];
  const sku = skus.find((s) => s.stock > 0) ?? skus[0];
  return attrs.map((_, i) => sku?.values[i] ?? null);
}

/**
 * Clicking a value. Clicking the selected value clears it. Choosing a value that makes the
 * other choices impossible keeps the choice and clears the conflicting ones, then completes any
 * attribute that has exactly one in-stock value left — so a buyer is never stuck.
 */
export function toggleValue(
  attrs: SalesAttr[],
  skus: MatrixSku[],
  selection: Selection,
  i: number,
  value: string,
): Selection {
  const next = [...selection];
  if (next[i] === value) {
    next[i] = null;
    return next;
  }
  next[i] = value;
  for (let j = 0; j < attrs.length; j++) {
    if (j === i || next[j] === null) continue;
    const ok = skus.some((s) => s.stock > 0 && s.values.every((v, k) => next[k] === null || v === next[k]));
    if (!ok) next[j] = null;
  }
  for (let j = 0; j < attrs.length; j++) {
    if (next[j] !== null) continue;
    const left = (attrs[j]?.values ?? []).filter((v) => {
      const st = valueState(attrs, skus, next, j, v);
      return st === "available" || st === "selected";
    });
    if (left.length === 1) next[j] = left[0] ?? null;
  }
  return next;
}

/** Quantity the buyer may choose: between 1 and the stock (0 when sold out). */
export function clampQuantity(q: number, stock: number): number {
  if (!Number.isFinite(stock) || stock <= 0) return 0;
  if (!Number.isFinite(q)) return 1;
  return Math.min(Math.max(Math.floor(q), 1), Math.floor(stock));
}
