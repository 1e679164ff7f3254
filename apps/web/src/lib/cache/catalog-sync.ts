import { isSuccess, type CatalogVersion } from "@souk/contract";
import { changedTags, readVersions } from "./catalog-versions";

/**
 * Keeps the cached catalog pages in step with the API (contract `GET /catalog/version`): polls
 * the versions and, when a tag moved, asks this server's revalidation route to call
 * `revalidateTag("catalog:<tag>", "max")` — Next only allows that inside a request. Stale pages
 * are then served once more while they rebuild (stale-while-revalidate). The pages' own
 * one-minute revalidation stays the safety net for changes made outside the API.
 *
 * Started once per server process by src/instrumentation.ts (production server only).
 */
const SECRET_KEY = Symbol.for("souk.catalogSyncSecret");
export const REVALIDATE_PATH = "/catalog-revalidate";
export const SECRET_HEADER = "x-souk-revalidate";

/** The shared secret between the poller and the route: CATALOG_SYNC_SECRET, or one made per process. */
export function syncSecret(): string {
  const env = process.env.CATALOG_SYNC_SECRET?.trim();
  if (env) return env;
  const g = globalThis as unknown as Record<symbol, string | undefined>;
  g[SECRET_KEY] ??= crypto.randomUUID();
  return g[SECRET_KEY];
}

function apiBase(): string {
  return (process.env.API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, "");
}
/** This server's own origin: set by server.mjs from its -H/-p (next start sets PORT). */
function selfOrigin(): string {
  return (
    process.env.SOUK_SELF_ORIGIN ?? process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  );
}

let started = false;

// Every 5 s: a catalog change made through any API replica reaches this server's pages within about 5 s
// plus one render (docs/adr/0037-production-and-scale-out.md); one cheap GET per interval.
export function startCatalogSync(intervalMs = Number(process.env.CATALOG_SYNC_MS ?? 5_000)): void {
  if (started || !(intervalMs >= 1000)) return;
  started = true;
  let last: CatalogVersion | null = null;
  let warned = false;

  const poll = async () => {
    try {
      const res = await fetch(`${apiBase()}/catalog/version`, { cache: "no-store", signal: AbortSignal.timeout(3000) });
      const env = (await res.json()) as { code?: unknown; data?: unknown };
      if (!isSuccess(env as never)) throw new Error(`catalog/version answered ${String(env.code)}`);
      const tags = changedTags(last, env.data);
      if (tags.length > 0) {
        const r = await fetch(`${selfOrigin()}${REVALIDATE_PATH}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", [SECRET_HEADER]: syncSecret() },
          // First poll of this process: what is cached on disk may predate anything, drop it outright.
          body: JSON.stringify({ tags, expire: last === null }),
          signal: AbortSignal.timeout(5000),
        });
        if (!r.ok) throw new Error(`revalidation route answered ${r.status}`);
      }
      last = readVersions(env.data) ?? last;
      warned = false;
    } catch (e) {
      // The API may be starting or down: keep polling, warn once per outage.
      if (!warned) console.warn(`[catalog-sync] ${(e as Error).message}`);
      warned = true;
    }
  };
  setInterval(poll, intervalMs).unref();
  setTimeout(poll, 2000).unref();
}
