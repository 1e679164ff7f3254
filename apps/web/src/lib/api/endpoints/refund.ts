import type {
  Page,
  RefundApplyBody,
  RefundApplyInfo,
  RefundApplyResult,
  RefundDetail,
  RefundEditBody,
  RefundExpressBody,
  RefundListItem,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** After-sales (`/p/orderRefund/...`): apply from an order line, uc-return, /return-detail. */
export const refundApplyInfoEndpoint = (orderNumber: string, orderItemId: number) =>
  endpoint<RefundApplyInfo>("GET", "/p/orderRefund/applyInfo", { query: { orderNumber, orderItemId } });
export const refundApplyEndpoint = (body: RefundApplyBody) =>
  endpoint<RefundApplyResult>("POST", "/p/orderRefund/apply", { body });
export const refundEditEndpoint = (body: RefundEditBody) =>
  endpoint<RefundApplyResult>("PUT", "/p/orderRefund/edit", { body });
export const refundWithdrawEndpoint = (refundSn: string) =>
  endpoint<null>("PUT", "/p/orderRefund/cancel", { body: { refundSn } });
export const refundExpressEndpoint = (body: RefundExpressBody) =>
  endpoint<null>("PUT", "/p/orderRefund/submitExpress", { body });
export const refundPageEndpoint = (tab: number, current: number, size: number) =>
  endpoint<Page<RefundListItem>>("GET", "/p/orderRefund/page", { query: { tab, current, size } });
export const refundDetailEndpoint = (refundSn: string) =>
  endpoint<RefundDetail>("GET", "/p/orderRefund/info", { query: { refundSn } });
