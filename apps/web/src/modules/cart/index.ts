/**
 * The cart module's public face: what other modules may use. Everything else under
 * modules/cart/ is internal (eslint rule souk/module-edges).
 */
export { useCartActions } from "./lib/cart-actions";
