/**
 * The checkout module's public face: what other modules may use. Everything else under
 * modules/checkout/ is internal (eslint rule souk/module-edges).
 */
export { saveCheckoutSource } from "./lib/checkout-source";
export { AddressChooser } from "./components/address-chooser";
