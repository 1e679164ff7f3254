import type { BalanceReason } from "@souk/contract";

export const WALLET_TEXT = {
  adjustedWithOtherDetails: {
    zh: "该请求编号已用于另一笔调整，未作更改",
    en: "This request id was already used for another adjustment; nothing was changed",
  },
  insufficient: { zh: "余额不足", en: "Insufficient balance" },
  /** A manual debit larger than the balance: the balance never goes below 0. */
  debitBeyondBalance: (heldYuan: number) => ({
    zh: `扣减金额超过当前余额（¥${heldYuan.toFixed(2)}），余额不能低于0`,
    en: `The debit is more than the balance (¥${heldYuan.toFixed(2)}); the balance cannot go below 0`,
  }),
  noUser: { zh: "用户不存在", en: "No such user" },
} as const;

export const REASON_TEXT: Record<BalanceReason, { zh: string; en: string }> = {
  grant: { zh: "余额赠送", en: "Balance credit" },
  order_pay: { zh: "订单支付", en: "Order payment" },
  late_payment_refund: { zh: "订单已取消，支付款退回余额", en: "Payment for a cancelled order, refunded to balance" },
  duplicate_payment_refund: { zh: "重复支付，退回余额", en: "Duplicate payment, refunded to balance" },
  after_sales_refund: { zh: "售后退款", en: "After-sales refund" },
  recharge: { zh: "余额充值", en: "Top-up" },
  recharge_bonus: { zh: "充值赠送", en: "Top-up bonus" },
  admin_adjust: { zh: "平台调整", en: "Adjusted by the platform" },
  member_buy: { zh: "购买付费会员", en: "Paid membership" },
};
