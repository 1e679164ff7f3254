export const INVOICE_TEXT = {
  none: { zh: "该订单未申请发票", en: "No invoice was requested for this order" },
  notIssued: { zh: "发票尚未开具", en: "The invoice has not been issued yet" },
  notPaid: { zh: "订单支付后才能开具发票", en: "Invoices are issued for paid orders only" },
  content: { zh: "商品明细", en: "Item details" },
} as const;
