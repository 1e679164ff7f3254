import { CART_SETTLE_MAX, type CartItem, type CartShop } from "@souk/contract";

/*
 * Cart selection as pure functions over the server's grouping (shop → discount group → lines).
 * The selection is a set of basket ids; shop and "select all" boxes are derived from it.
 */

export type Tri = "all" | "some" | "none";

export function shopLines(shop: CartShop): CartItem[] {
  return shop.shopCartItemDiscounts.flatMap((g) => g.shopCartItems);
}

export function allLines(shops: readonly CartShop[]): CartItem[] {
  return shops.flatMap(shopLines);
}

export function allBasketIds(shops: readonly CartShop[]): number[] {
  return allLines(shops).map((l) => l.basketId);
}

function triOf(ids: readonly number[], selected: ReadonlySet<number>): Tri {
  if (ids.length === 0) return "none";
  const n = ids.filter((id) => selected.has(id)).length;
  return n === 0 ? "none" : n === ids.length ? "all" : "some";
}

export function shopState(shop: CartShop, selected: ReadonlySet<number>): Tri {
  return triOf(
    shopLines(shop).map((l) => l.basketId),
    selected,
  );
}

export function allState(shops: readonly CartShop[], selected: ReadonlySet<number>): Tri {
  return triOf(allBasketIds(shops), selected);
}

export function toggleItem(selected: ReadonlySet<number>, basketId: number): Set<number> {
  const next = new Set(selected);
  if (next.has(basketId)) next.delete(basketId);
  else next.add(basketId);
  return next;
}

/** Ticking a shop box selects all its lines unless all are selected already (then it clears them). */
export function toggleShop(selected: ReadonlySet<number>, shop: CartShop): Set<number> {
  const on = shopState(shop, selected) !== "all";
  const next = new Set(selected);
  for (const l of shopLines(shop)) {
    if (on) next.add(l.basketId);
    else next.delete(l.basketId);
  }
  return next;
}

export function toggleAll(shops: readonly CartShop[], selected: ReadonlySet<number>): Set<number> {
  return allState(shops, selected) === "all" ? new Set() : new Set(allBasketIds(shops));
}

/**
 * After the cart was loaded again: keep the selected lines that still exist; lines never seen
 * before (just added, or put back by "buy again") are selected, as large malls do.
 */
export function reconcileSelection(
  shops: readonly CartShop[],
  selected: ReadonlySet<number>,
  known: ReadonlySet<number> | null,
): Set<number> {
  const ids = allBasketIds(shops);
  if (known === null) return new Set(ids);
  return new Set(ids.filter((id) => selected.has(id) || !known.has(id)));
}

/** The selected ids in cart order (what totalPay and confirm receive). */
export function selectedIds(shops: readonly CartShop[], selected: ReadonlySet<number>): number[] {
  return allBasketIds(shops).filter((id) => selected.has(id));
}

export type SettleCheck = "ok" | "empty" | "tooMany";

/** Spec part 5: at most 50 lines settled together, else 'please order separately'. */
export function settleCheck(count: number, max: number = CART_SETTLE_MAX): SettleCheck {
  if (count <= 0) return "empty";
  return count > max ? "tooMany" : "ok";
}

/**
 * Bounds of the quantity stepper: at least 1, at most what the server allows (`maxCount` more
 * than now, from the per-product limit and stock), and never above the stock.
 */
export function quantityBounds(item: Pick<CartItem, "count" | "stock" | "maxCount">): { min: number; max: number } {
  const max = Math.max(1, Math.min(item.count + Math.max(0, item.maxCount), item.stock));
  return { min: 1, max };
}

/** What a typed quantity becomes: digits only, clamped to the bounds; garbage keeps the current count. */
export function clampQuantity(input: string | number, item: Pick<CartItem, "count" | "stock" | "maxCount">): number {
  const { min, max } = quantityBounds(item);
  const n = typeof input === "number" ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : NaN;
  if (!Number.isFinite(n)) return item.count;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}
