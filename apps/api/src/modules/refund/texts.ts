import type { LocalizedText } from "../../infra/http/app-error.ts";

export const REFUND_TEXT = {
  notPaid: { zh: "订单未支付，无法申请售后", en: "The order has not been paid, after-sales is not available" },
  closed: {
    zh: "订单已取消或已关闭，无法申请售后",
    en: "The order is cancelled or closed, after-sales is not available",
  },
  expired: { zh: "订单已超过售后期，无法申请售后", en: "The after-sales period of this order has ended" },
  notShipped: {
    zh: "订单尚未发货，只能申请仅退款",
    en: "The order has not been shipped yet: only a refund (without return) is possible",
  },
  noLine: { zh: "订单中没有该商品", en: "This item is not in the order" },
  inProgress: { zh: "该商品已有进行中的售后申请", en: "This item already has an after-sales application in progress" },
  appliedWithOtherDetails: {
    zh: "该售后申请已按其他信息提交，未作更改",
    en: "This refund application was already submitted with other details; nothing was changed",
  },
  countTooMany: { zh: "退款数量超过可退数量（{n}件）", en: "The quantity is more than can be refunded ({n})" },
  nothingLeft: { zh: "该商品已全部退款", en: "This item has already been fully refunded" },
  amountTooMuch: { zh: "退款金额不能超过可退金额 ¥{max}", en: "The refund amount cannot exceed the refundable ¥{max}" },
  noReason: {
    zh: "该商品不支持七天无理由退货或已超过7天",
    en: "This item has no 7-day no-reason return, or the 7 days have passed",
  },
  notFound: { zh: "售后申请不存在", en: "The after-sales application does not exist" },
  /** A proof photo asked for by someone who is not the applicant, or one that does not exist (the same answer). */
  proofMissing: { zh: "文件不存在或无权查看", en: "The file does not exist or is not yours" },
  proofName: { zh: "售后凭证", en: "After-sales proof" },
  cannotEdit: {
    zh: "只有被拒绝的申请可以修改后重新提交",
    en: "Only a refused application can be edited and submitted again",
  },
  cannotWithdraw: { zh: "撤销失败，当前状态不允许此操作", en: "Cannot withdraw: not allowed in the current state" },
  cannotShip: {
    zh: "商家同意退货后才能填写退货物流",
    en: "You can fill in the return logistics after the shop accepts the return",
  },
  notPending: { zh: "该申请已处理，请勿重复操作", en: "This application has already been handled" },
  notShippedBack: { zh: "买家尚未寄回商品，无法确认收货", en: "The buyer has not shipped the goods back yet" },
  overPaid: { zh: "退款金额超过订单实付金额", en: "The refund would exceed what was paid" },
  unknownRefund: { zh: "退款单不存在", en: "Unknown refund" },
  amountMismatch: { zh: "退款金额与申请不一致", en: "The refunded amount does not match the application" },
} as const satisfies Record<string, LocalizedText>;

export const EVENT_TEXT: Record<string, LocalizedText> = {
  apply: { zh: "买家申请售后", en: "The buyer applied" },
  edit: { zh: "买家修改并重新提交申请", en: "The buyer edited and resubmitted the application" },
  withdraw: { zh: "买家撤销申请", en: "The buyer withdrew the application" },
  ship: { zh: "买家寄回商品", en: "The buyer shipped the goods back" },
  accept: { zh: "商家同意申请", en: "The shop accepted" },
  refuse: { zh: "商家拒绝申请", en: "The shop refused" },
  receive: { zh: "商家确认收到退货", en: "The shop received the returned goods" },
  autoAccept: { zh: "商家超时未处理，系统自动同意", en: "The shop did not answer in time: accepted automatically" },
  shipTimeout: { zh: "买家超时未寄回，申请关闭", en: "The goods were not shipped back in time: closed" },
  refunded: { zh: "退款成功，款项已原路退回", en: "Refund success: the money went back where it came from" },
  systemRefund: { zh: "拼团未成团，系统自动退款", en: "The group was not formed: refunded automatically" },
};

/**
 * A shop's after-sales settings (ADR 0012): where buyers ship returns, and which products
 * promise 7-day no-reason returns. Always scoped to the staff's own shop: another shop's
 * product answers "does not exist" (404), never "forbidden", so ids of other shops reveal nothing.
 */
export const SHOP_SETTINGS_TEXT = {
  noProduct: { zh: "商品不存在", en: "The product does not exist" },
};
