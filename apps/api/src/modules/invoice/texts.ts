export const INVOICE_TEXT = {
  none: { zh: "该订单未申请发票", en: "No invoice was requested for this order" },
  notIssued: { zh: "发票尚未开具", en: "The invoice has not been issued yet" },
  notPaid: { zh: "订单支付后才能开具发票", en: "Invoices are issued for paid orders only" },
  exchangeNotIssued: { zh: "发票开具后才能申请换开", en: "An invoice can be exchanged only after it has been issued" },
  exchangePending: {
    zh: "该发票的换开申请正在处理中，请勿重复提交",
    en: "An exchange of this invoice is already pending",
  },
  exchangeSame: { zh: "新的发票抬头与当前发票相同", en: "The new invoice title is the same as the current one" },
  noPendingExchange: { zh: "该发票没有待处理的换开申请", en: "There is no pending exchange for this invoice" },
  previewMissing: { zh: "文件不存在或无权查看", en: "The file does not exist or is not yours" },
  previewName: { zh: "发票", en: "Invoice" },
  content: { zh: "商品明细", en: "Item details" },
} as const;
