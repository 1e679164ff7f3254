import { PayType, type PayTypeValue } from "@souk/contract";
import type { PaySwitch } from "@/lib/api/endpoints/payment";

export interface PayMethod {
  payType: PayTypeValue;
  key: "balance" | "wechat" | "giftcard";
  /** Shown but not choosable (balance — or cards plus balance — below the amount). */
  disabled: boolean;
  reason: "insufficientBalance" | "insufficientCards" | null;
}

const fen = (yuan: number) => Math.round(yuan * 100);

/**
 * The methods the /payment page offers: those switched on, balance marked when it cannot cover the
 * amount; gift cards when the buyer holds usable ones (`cardTotal`, yuan), marked when the cards
 * and the balance together cannot cover it.
 */
export function payMethods(sw: PaySwitch | null, balance: number, amount: number, cardTotal = 0): PayMethod[] {
  if (!sw) return [];
  const out: PayMethod[] = [];
  if (sw.balancePay) {
    const short = fen(balance) < fen(amount);
    out.push({
      payType: PayType.BALANCE,
      key: "balance",
      disabled: short,
      reason: short ? "insufficientBalance" : null,
    });
  }
  if (sw.wechatPay) out.push({ payType: PayType.WECHAT_NATIVE, key: "wechat", disabled: false, reason: null });
  if (fen(cardTotal) > 0) {
    const short = fen(cardTotal) + (sw.balancePay ? fen(balance) : 0) < fen(amount);
    out.push({
      payType: PayType.GIFT_CARD,
      key: "giftcard",
      disabled: short,
      reason: short ? "insufficientCards" : null,
    });
  }
  return out;
}

/**
 * What a gift-card payment takes from where (yuan), by the server's rule: the chosen cards first,
 * each as much as it holds; the balance for the rest. `needsBalance`: the cards do not cover it.
 */
export function giftCardSplit(
  cardBalances: readonly number[],
  balance: number,
  amount: number,
): { fromCards: number; fromBalance: number; needsBalance: boolean; enough: boolean } {
  const cards = cardBalances.reduce((a, b) => a + fen(b), 0);
  const fromCards = Math.min(cards, fen(amount));
  const rest = fen(amount) - fromCards;
  return { fromCards: fromCards / 100, fromBalance: rest / 100, needsBalance: rest > 0, enough: rest <= fen(balance) };
}

/** The method selected at first: the first one that can be used. */
export function defaultMethod(methods: readonly PayMethod[]): PayTypeValue | null {
  return methods.find((m) => !m.disabled)?.payType ?? null;
}
