/**
 * The review module's public face: what other modules may use. Everything else under
 * modules/review/ is internal (eslint rule souk/module-edges).
 */
export { UcCommentsPage } from "./components/uc-comments";
