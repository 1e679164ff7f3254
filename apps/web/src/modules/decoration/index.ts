/**
 * The decoration module's public face: what other modules may use. Everything else under
 * modules/decoration/ is internal (eslint rule souk/module-edges).
 */
export { DecorationView } from "./components/decoration-view";
export { parseDecoration } from "./lib/parse";
export { decorationVersion } from "./lib/version";
// The decoration editor's canvas (src/console/decoration-editor) renders headers and checks links as buyers get them.
export { DecoratedHeader } from "./components/decorated-header";
export { resolveDecorationLink } from "./lib/link";
export { findShopSigns } from "./lib/parse";
