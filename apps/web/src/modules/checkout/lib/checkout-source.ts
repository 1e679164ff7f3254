/**
 * What /submit-order is about to buy: the selected cart lines, or one SKU bought now from the
 * detail page (skipping the cart). Kept in sessionStorage for the tab, so a reload of
 * /submit-order still works and nothing about the order is in the URL.
 */
export type CheckoutSource =
  { kind: "cart"; basketIds: number[] } | { kind: "buyNow"; prodId: number; skuId: number; count: number };

export const CHECKOUT_SOURCE_KEY = "souk.checkoutSource";

const posInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v > 0;

/** Reads a stored source; anything malformed is no source at all. */
export function parseCheckoutSource(raw: string | null): CheckoutSource | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o.kind === "cart" && Array.isArray(o.basketIds) && o.basketIds.length > 0 && o.basketIds.every(posInt)) {
    return { kind: "cart", basketIds: [...new Set(o.basketIds as number[])] };
  }
  if (o.kind === "buyNow" && posInt(o.prodId) && posInt(o.skuId) && posInt(o.count)) {
    return { kind: "buyNow", prodId: o.prodId, skuId: o.skuId, count: o.count };
  }
  return null;
}

export function saveCheckoutSource(src: CheckoutSource): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_SOURCE_KEY, JSON.stringify(src));
  } catch {
    /* storage disabled: /submit-order will say there is nothing to buy */
  }
}

export function loadCheckoutSource(): CheckoutSource | null {
  try {
    return parseCheckoutSource(window.sessionStorage.getItem(CHECKOUT_SOURCE_KEY));
  } catch {
    return null;
  }
}

export function clearCheckoutSource(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_SOURCE_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** The confirm body of a source. */
export function confirmBodyOf(src: CheckoutSource, addrId: number) {
  return src.kind === "cart"
    ? { basketIds: src.basketIds, addrId }
    : { buyNow: { prodId: src.prodId, skuId: src.skuId, count: src.count }, addrId };
}
