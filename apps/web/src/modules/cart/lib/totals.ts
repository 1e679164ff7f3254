import type { CartTotal } from "@souk/contract";
import { formatPrice } from "@/lib/money/price";

export interface CartSummary {
  /** Pieces selected (sum of counts). */
  pieces: number;
  /** What the buyer pays for the selection ("0.00" when nothing is selected). */
  finalMoney: string;
  totalMoney: string;
  /** Reductions; shown only when above zero. */
  subtractMoney: string;
  showReduction: boolean;
}

/**
 * The summary bar of /cart from the server's `totalPay` answer. Nothing selected is zero
 * whatever an older answer said; a missing answer (still loading) shows zero too.
 */
export function cartSummary(total: CartTotal | null, selectedLines: number): CartSummary {
  const t = selectedLines > 0 && total ? total : { totalMoney: 0, finalMoney: 0, subtractMoney: 0, count: 0 };
  const reduce = Math.round(t.subtractMoney * 100);
  return {
    pieces: t.count,
    finalMoney: formatPrice(t.finalMoney) || "0.00",
    totalMoney: formatPrice(t.totalMoney) || "0.00",
    subtractMoney: formatPrice(t.subtractMoney) || "0.00",
    showReduction: reduce > 0,
  };
}
