/**
 * The search module's public face: what other modules may use. Everything else under
 * modules/search/ is internal (eslint rule souk/module-edges).
 */
export { type ListQuery, type RawParams, type SortKey, activeSort, parseListQuery, sortPatch } from "./lib/list-query";
export { RewriteNotice } from "./components/rewrite-notice";
