import type { QueryRoute } from "./locale-rewrites";

/**
 * Catalog pages the spec addresses by query whose HTML depends only on these values, so each
 * value is its own cached page (ADR 0006). More specific routes (more parameters) come first.
 * Kept free of runtime imports: next.config.ts loads it.
 */
const ID = "\\d{1,10}";

export const QUERY_ROUTES: readonly QueryRoute[] = [
  { path: "/shopIndex", query: { sid: ID, cid: ID }, destination: "/shopIndex/:sid/:cid" },
  { path: "/shopIndex", query: { sid: ID }, destination: "/shopIndex/:sid" },
  { path: "/notice-detail", query: { id: ID, shopId: ID }, destination: "/notice-detail/:shopId/:id" },
  { path: "/notice-detail", query: { id: ID }, destination: "/notice-detail/0/:id" },
  {
    path: "/select-decorate",
    query: { renovationId: ID, sid: ID },
    destination: "/select-decorate/:renovationId/:sid",
  },
  { path: "/select-decorate", query: { renovationId: ID }, destination: "/select-decorate/:renovationId" },
  { path: "/termsPage", query: { sts: "[01]" }, destination: "/termsPage/:sts" },
  { path: "/notice-list", query: { current: ID }, destination: "/notice-list/:current" },
];
