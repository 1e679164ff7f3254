import type { DecorationBlock, ProductCard, ShopCard } from "@souk/contract";
import type { EditorBlock } from "./editor-state";

/** The live cards the canvas shows for the ids a page references (filled from pickers and the preview). */
export interface CardCache {
  products: ReadonlyMap<number, ProductCard>;
  shops: ReadonlyMap<number, ShopCard>;
}
export const emptyCards = (): CardCache => ({ products: new Map(), shops: new Map() });

const isBi = (v: object): v is { zh: string; en: string } => {
  const keys = Object.keys(v);
  return (
    keys.length === 2 &&
    typeof (v as { zh?: unknown }).zh === "string" &&
    typeof (v as { en?: unknown }).en === "string"
  );
};
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

function served(v: unknown, locale: string, cards: CardCache): unknown {
  if (Array.isArray(v)) return v.map((x) => served(x, locale, cards));
  if (!v || typeof v !== "object") return v;
  if (isBi(v)) return locale === "en" ? v.en : v.zh;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = served(x, locale, cards);
  // As the API serves it: the live cards beside the ids, in the stored order, unknown ids left out.
  if ("prodIds" in v) out.goods = ids(out.prodIds).flatMap((id) => cards.products.get(id) ?? []);
  if ("shopIds" in v) out.shops = ids(out.shopIds).flatMap((id) => cards.shops.get(id) ?? []);
  return out;
}

/**
 * A stored block as the storefront receives it (texts in the page's language, cards beside the
 * ids), so the canvas renders it with the storefront's own components.
 */
export function servedBlock(
  block: Pick<EditorBlock, "type" | "dataField">,
  locale: string,
  cards: CardCache,
): DecorationBlock {
  return { type: block.type, dataField: served(block.dataField, locale, cards) as Record<string, unknown> };
}

/** Every product id the stored blocks reference, once each. */
export function referencedProducts(blocks: unknown): number[] {
  const out = new Set<number>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    for (const id of ids(o.prodIds)) out.add(id);
    Object.values(o).forEach(walk);
  };
  walk(blocks);
  return [...out];
}

/** The cards found in served blocks (the preview of the draft): every `goods` and `shops` list. */
export function cardsIn(blocks: unknown, into: CardCache): CardCache {
  const products = new Map(into.products);
  const shops = new Map(into.shops);
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    for (const g of Array.isArray(o.goods) ? o.goods : [])
      if (g && typeof g.prodId === "number") products.set(g.prodId, g);
    for (const s of Array.isArray(o.shops) ? o.shops : [])
      if (s && typeof s.shopId === "number") shops.set(s.shopId, s);
    Object.values(o).forEach(walk);
  };
  walk(blocks);
  return { products, shops };
}
