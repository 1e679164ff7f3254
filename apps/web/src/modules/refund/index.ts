/**
 * The refund module's public face: what other modules may use. Everything else under
 * modules/refund/ is internal (eslint rule souk/module-edges).
 */
export { AfterSalesLink } from "./components/after-sales-link";
export { ApplyReturnPage } from "./components/apply-return";
export { UcReturnPage } from "./components/uc-return";
