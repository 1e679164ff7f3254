/**
 * Runs once when the storefront server starts: the production server keeps its cached catalog
 * pages in step with the API (src/lib/cache/catalog-sync.ts). Not during `next build`, not in dev.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startCatalogSync } = await import("./lib/cache/catalog-sync");
  startCatalogSync();
}
