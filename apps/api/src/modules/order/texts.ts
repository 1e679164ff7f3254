export const ORDER_TEXT = {
  notShippable: { zh: "只有待发货的订单可以发货", en: "Only orders waiting for delivery can be shipped" },
  /** The columns of the seller center's order export, in order. */
  csvHeader: [
    { zh: "订单号", en: "Order number" },
    { zh: "下单时间", en: "Submitted" },
    { zh: "状态", en: "Status" },
    { zh: "商品", en: "Items" },
    { zh: "商品金额", en: "Goods" },
    { zh: "运费", en: "Freight" },
    { zh: "优惠合计", en: "Reductions" },
    { zh: "实付金额", en: "Paid" },
    { zh: "支付时间", en: "Paid at" },
    { zh: "收货人", en: "Receiver" },
    { zh: "联系电话", en: "Phone" },
    { zh: "收货地址", en: "Address" },
    { zh: "买家留言", en: "Buyer's note" },
    { zh: "物流公司", en: "Carrier" },
    { zh: "物流单号", en: "Tracking number" },
  ],
  /** Each stored order status as the console names it. */
  statusNames: {
    1: { zh: "待付款", en: "Awaiting payment" },
    2: { zh: "待发货", en: "To ship" },
    3: { zh: "待收货", en: "Shipped" },
    4: { zh: "待评价", en: "Received" },
    5: { zh: "已完成", en: "Completed" },
    6: { zh: "已取消", en: "Cancelled" },
    7: { zh: "拼团中", en: "Grouping" },
  },
} as const;

export const PAY_TYPE_NAMES: Record<number, { zh: string; en: string }> = {
  0: { zh: "积分支付", en: "Points" },
  1: { zh: "余额支付", en: "Balance" },
  2: { zh: "微信支付", en: "WeChat Pay" },
  3: { zh: "礼品卡支付", en: "Gift card" },
};
