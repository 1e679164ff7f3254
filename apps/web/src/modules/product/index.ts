/**
 * The product module's public face: what other modules may use. Everything else under
 * modules/product/ is internal (eslint rule souk/module-edges).
 */
export { ProductTile, tileFields } from "./components/product-tile";
export { TileGrid } from "./components/tile-grid";
export { sameTabOnPhone } from "./lib/phone-link";
