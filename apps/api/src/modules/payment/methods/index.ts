import { PayType, type PayTypeValue } from "@souk/contract";
import { balance } from "./balance.ts";
import { giftCard } from "./gift-card.ts";
import type { PayMethod } from "./method.ts";
import { nothingToPay } from "./nothing-to-pay.ts";
import { wechatNative } from "./wechat-native.ts";

export type { PayMethod } from "./method.ts";
export { prepayWithoutTrade, verifyNotice } from "./wechat-native.ts";

/** The payment methods by payType; 0 is the trade the submit settled without money (mall4cloud SCOREPAY). */
const METHODS: Readonly<Record<number, PayMethod>> = {
  0: nothingToPay,
  [PayType.BALANCE]: balance,
  [PayType.WECHAT_NATIVE]: wechatNative,
  [PayType.GIFT_CARD]: giftCard,
};

/** The method a buyer chose at the cashier (the switches are checked against it whatever the amount). */
export function chosenMethod(payType: PayTypeValue): PayMethod {
  return METHODS[payType]!;
}

/** What collects `amount` fen: the chosen method, or nothing when nothing is left to pay. */
export function collectingMethod(payType: PayTypeValue, amount: number): PayMethod {
  return amount === 0 ? nothingToPay : chosenMethod(payType);
}

/**
 * The method that paid an order (its payType), which pays its refunds back. An order without a recorded payType
 * is paid back to the balance, as refunds always did.
 */
export function methodThatPaid(payType: number | null): PayMethod {
  const m = METHODS[payType ?? PayType.BALANCE];
  if (!m) throw new RangeError(`no payment method for payType ${payType}`);
  return m;
}
