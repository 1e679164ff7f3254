import { formatYuan } from "@souk/contract";

/**
 * A wire price (decimal yuan, spec part 9: always 2 decimals) as text: 12 → "12.00",
 * 0.1 + 0.2 → "0.30". Not a finite non-negative number → "" (the caller shows nothing).
 */
export function formatPrice(yuan: number | null | undefined): string {
  if (typeof yuan !== "number" || !Number.isFinite(yuan) || yuan < 0) return "";
  return formatYuan(Math.round(yuan * 100));
}

/** Whole and decimal parts for the large/small price look: 1299.5 → ["1299", "50"]. */
export function priceParts(yuan: number | null | undefined): [string, string] | null {
  const s = formatPrice(yuan);
  if (!s) return null;
  const [whole = "", frac = ""] = s.split(".");
  return [whole, frac];
}

/** The struck-through market price is shown only when it is above the price. */
export function showsMarketPrice(price: number, oriPrice: number | null | undefined): boolean {
  return (
    typeof oriPrice === "number" && Number.isFinite(oriPrice) && Math.round(oriPrice * 100) > Math.round(price * 100)
  );
}

/** A price range of SKUs: "99.00" when all equal, else "99.00-129.00". */
export function formatPriceRange(prices: number[]): string {
  const ok = prices.filter((p) => Number.isFinite(p) && p >= 0);
  if (ok.length === 0) return "";
  const lo = Math.min(...ok);
  const hi = Math.max(...ok);
  return formatPrice(lo) === formatPrice(hi) ? formatPrice(lo) : `${formatPrice(lo)}-${formatPrice(hi)}`;
}

/** Discount in tenths as Chinese malls show it ("8.5折"); null when there is none. 85.00/100.00 → 8.5. */
export function discountTenths(price: number, oriPrice: number): number | null {
  if (!showsMarketPrice(price, oriPrice) || oriPrice <= 0) return null;
  const d = Math.floor((price / oriPrice) * 100) / 10;
  return d > 0 && d < 10 ? d : null;
}
