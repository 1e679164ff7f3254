/**
 * The wallet module's public face: what other modules may use. Everything else under
 * modules/wallet/ is internal (eslint rule souk/module-edges).
 */
export { UcBalancePage } from "./components/uc-balance";
