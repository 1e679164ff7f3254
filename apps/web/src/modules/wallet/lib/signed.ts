import { formatPrice } from "@/lib/money/price";

/** Signed yuan as the ledger shows it: "+100.00" / "-59.90" / "0.00". */
export function signedYuan(amount: number): string {
  const abs = formatPrice(Math.abs(amount)) || "0.00";
  return amount > 0 ? `+${abs}` : amount < 0 ? `-${abs}` : abs;
}
