/** Where the buyer starts an after-sales application for an order line (a user-center step). */
export const applyReturnHref = (orderNumber: string, orderItemId: number) =>
  `/user-center?currentPage=apply-return&orderNumber=${orderNumber}&orderItemId=${orderItemId}`;
export const returnDetailHref = (refundSn: string) => `/return-detail?refundSn=${refundSn}`;

/** Orders whose lines may ask for after-sales: paid, shipped, received, reviewed (the API decides the rest). */
export const AFTER_SALES_ORDER_STATUSES = [2, 3, 4, 5] as const;
export const canAskAfterSales = (status: number) => (AFTER_SALES_ORDER_STATUSES as readonly number[]).includes(status);

/** A refund number from the query: 20-32 digits, else null. */
export function parseRefundSn(v: string | null | undefined): string | null {
  return v && /^\d{20,32}$/.test(v) ? v : null;
}
