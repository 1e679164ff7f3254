import { PayType, type PayTypeValue } from "@souk/contract";
import type { PaySwitch } from "@/lib/api/endpoints/payment";

export interface PayMethod {
  payType: PayTypeValue;
  key: "balance" | "wechat";
  /** Shown but not choosable (balance below the amount: 'Insufficient balance'). */
  disabled: boolean;
  reason: "insufficientBalance" | null;
}

const fen = (yuan: number) => Math.round(yuan * 100);

/** The methods the /payment page offers: those switched on, balance marked when it cannot cover the amount. */
export function payMethods(sw: PaySwitch | null, balance: number, amount: number): PayMethod[] {
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
  return out;
}

/** The method selected at first: the first one that can be used. */
export function defaultMethod(methods: readonly PayMethod[]): PayTypeValue | null {
  return methods.find((m) => !m.disabled)?.payType ?? null;
}
