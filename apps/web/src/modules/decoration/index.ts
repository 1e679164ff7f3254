/**
 * The decoration module's public face: what other modules may use. Everything else under
 * modules/decoration/ is internal (eslint rule souk/module-edges).
 */
export { DecorationView } from "./components/decoration-view";
export { parseDecoration } from "./lib/parse";
export { decorationVersion } from "./lib/version";
