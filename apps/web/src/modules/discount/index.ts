/**
 * The discount module's public face: what other modules may use. Everything else under
 * modules/discount/ is internal (eslint rule souk/module-edges).
 */
export { Countdown } from "./components/countdown";
export { OfferEnds } from "./components/offer-ends";
