import { formatYuan } from "@souk/contract";

/** A wire price (decimal yuan) with 2 decimals (spec part 9); "" for anything that is not a price. */
export function yuan(price: number | null | undefined): string {
  return typeof price === "number" && Number.isFinite(price) && price >= 0 ? formatYuan(Math.round(price * 100)) : "";
}
