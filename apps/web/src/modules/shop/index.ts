/**
 * The shop module's public face: what other modules may use. Everything else under
 * modules/shop/ is internal (eslint rule souk/module-edges).
 */
export { ShopFollowButton } from "./components/shop-follow-button";
export { ShopNav, ShopSign } from "./components/shop-sign";
