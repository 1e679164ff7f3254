import type {
  BuyAgainResult,
  ConfirmOrderBody,
  ConfirmOrderView,
  OrderCount,
  OrderDetail,
  OrderListItem,
  Page,
  SubmitOrderBody,
  OrderSubmitAnswer,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** `/submit-order`: prices the selection (or buy-now) per shop and answers a one-time submit token. */
export const confirmOrderEndpoint = (body: ConfirmOrderBody) =>
  endpoint<ConfirmOrderView>("POST", "/p/order/confirm", { body });
/** One trade (payNo) covering one order per shop; a used token answers A03002. */
export const submitOrderEndpoint = (body: SubmitOrderBody) =>
  endpoint<OrderSubmitAnswer>("POST", "/p/order/submit", { body });

/** uc-order (`myOrderQuery` of the contract): status 0 is every order. */
export interface MyOrdersParams {
  status: number;
  current: number;
  size: number;
  prodName?: string;
  orderNumber?: string;
}
export const myOrdersEndpoint = (query: MyOrdersParams) =>
  endpoint<Page<OrderListItem>>("GET", "/p/myOrder/myOrder", { query: { ...query } });
export const orderCountEndpoint = () => endpoint<OrderCount>("GET", "/p/myOrder/orderCount");
export const orderDetailEndpoint = (orderNumber: string) =>
  endpoint<OrderDetail>("GET", "/p/myOrder/orderDetail", { query: { orderNumber } });
export const cancelOrderEndpoint = (orderNumber: string) =>
  endpoint<null>("PUT", `/p/myOrder/cancel/${encodeURIComponent(orderNumber)}`);
export const confirmReceiptEndpoint = (orderNumber: string) =>
  endpoint<null>("PUT", `/p/myOrder/receipt/${encodeURIComponent(orderNumber)}`);
export const deleteOrderEndpoint = (orderNumber: string) =>
  endpoint<null>("DELETE", `/p/myOrder/${encodeURIComponent(orderNumber)}`);
export const buyAgainEndpoint = (orderNumber: string) =>
  endpoint<BuyAgainResult>("POST", `/p/myOrder/buyAgain/${encodeURIComponent(orderNumber)}`);
