/**
 * The cached list page (ADR 0030-page-weight): the proxy serves a document request for `/list?…`
 * from the ISR page `/<locale>/list/q/<key>`, where the key is the query normalised — only the
 * list's own parameters, first value of each, trimmed, empties dropped, in one fixed order — and
 * encoded as base64url. Equal lists therefore share one cache entry per language, revalidated by
 * the catalog tags of their API fetches like the detail pages.
 */
import { LIST_PARAM_ORDER } from "./list-query";

/** The /list parameters, in its URL order (the same order listHref writes). */
const LIST_PARAMS: readonly string[] = LIST_PARAM_ORDER;
const KNOWN = new Set<string>(LIST_PARAMS);
/** Longer queries (hand-made, never produced by the UI) are rendered per request instead of cached. */
const MAX_QUERY_CHARS = 400;
export const CACHED_LIST_PREFIX = "/list/q/";

/**
 * The path below the locale that serves `/list?<search>` from the list cache, or null when the
 * request must reach `/list` itself: not a GET/HEAD document request, a router (RSC) request, a
 * `?lang=` switch (the proxy stores the cookie first), an unknown or an oversized parameter.
 */
export function cachedListPath(method: string, search: string, isRouterRequest: boolean): string | null {
  if ((method !== "GET" && method !== "HEAD") || isRouterRequest) return null;
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!KNOWN.has(key)) return null;
  const normal = new URLSearchParams();
  for (const key of LIST_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) normal.set(key, value);
  }
  const query = normal.toString();
  if (query.length > MAX_QUERY_CHARS) return null;
  return `${CACHED_LIST_PREFIX}${Buffer.from(query || "-").toString("base64url")}`;
}

/** The raw parameters a cache key stands for (the page parses them like /list's searchParams). */
export function listParamsOfKey(key: string): Record<string, string> {
  const query = Buffer.from(decodeURIComponent(key), "base64url").toString("utf8");
  const raw: Record<string, string> = {};
  if (query === "-") return raw;
  for (const [k, v] of new URLSearchParams(query)) if (KNOWN.has(k)) raw[k] = v;
  return raw;
}
