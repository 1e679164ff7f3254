/**
 * The order module's public face: what other modules may use. Everything else under
 * modules/order/ is internal (eslint rule souk/module-edges).
 */
export { UcOrderPage } from "./components/uc-order";
export { parseOrderNumber } from "./lib/order-actions";
