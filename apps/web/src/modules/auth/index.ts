/**
 * The auth module's public face: what other modules may use. Everything else under
 * modules/auth/ is internal (eslint rule souk/module-edges).
 */
export { GuardedLink } from "./components/guarded-link";
export { LoginPopup } from "./components/login-popup";
export { logout } from "./lib/logout";
export { popupReturnPath } from "./lib/page-return";
export { encryptForWire } from "./lib/password-cipher";
export { withRedirect } from "./lib/redirect";
