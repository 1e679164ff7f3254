/**
 * The gift-card module's public face: what other modules may use. Everything else under
 * modules/giftcard/ is internal (eslint rule souk/module-edges).
 */
export { UcGiftCardPage } from "./components/uc-gift-card";
