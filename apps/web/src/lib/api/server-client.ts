import { isSuccess, type Locale } from "@souk/contract";
import { buildUrl, type Endpoint } from "./endpoint";
import { readEnvelope } from "./envelope";

/** Display data is revalidated every minute (and on demand by tag). */
export const DEFAULT_REVALIDATE_S = 60;
const TIMEOUT_MS = 4000;

function apiBase(): string {
  return process.env.API_URL ?? "http://127.0.0.1:3001";
}

/**
 * Server-component fetch for cacheable display data (ISR). Only public paths belong here: the
 * HTML is shared by every buyer of a locale. It never throws: when the API is down (e.g. during
 * `next build`) the page renders its shell without the data and the client islands fill in.
 */
export async function fetchOnServer<T>(
  ep: Endpoint<T>,
  locale: Locale,
  revalidate = DEFAULT_REVALIDATE_S,
): Promise<T | null> {
  const r = await fetchResultOnServer(ep, locale, revalidate);
  if (r.ok) return r.data;
  if (r.code !== null) console.warn(`[api] ${ep.method} ${ep.path} → ${r.code} ${r.msg ?? ""}`);
  return null;
}

/**
 * The answer of a display call, for pages that branch on the error code (an off-shelf
 * product, an unknown notice; `data` is what the error answer carries). `code` is null when the API could not be reached or did not
 * answer an envelope: callers should throw then, so a cached page is kept rather than
 * replaced by a wrong "does not exist".
 */
export type ServerResult<T> =
  { ok: true; data: T } | { ok: false; code: string | null; msg: string | null; status: number; data: unknown };

export async function fetchResultOnServer<T>(
  ep: Endpoint<T>,
  locale: Locale,
  revalidate = DEFAULT_REVALIDATE_S,
): Promise<ServerResult<T>> {
  const url = buildUrl(apiBase(), ep.path, ep.query);
  try {
    const res = await fetch(url, {
      method: ep.method,
      headers: { "Accept-Language": locale, ...(ep.body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: ep.body === undefined ? undefined : JSON.stringify(ep.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      next: { revalidate, tags: ep.tags ? [...ep.tags] : [] },
    });
    const env = await readEnvelope(res);
    if (isSuccess(env)) return { ok: true, data: env.data as T };
    // readEnvelope turns a non-envelope answer into A00005 with no message; a 5xx is trouble too.
    const trouble = res.status >= 500;
    return { ok: false, code: trouble ? null : env.code, msg: env.msg, status: res.status, data: env.data };
  } catch (e) {
    console.warn(`[api] ${ep.method} ${ep.path} unreachable: ${(e as Error).message}`);
    return { ok: false, code: null, msg: null, status: 0, data: null };
  }
}

/** Whether the API answers its liveness probe (used at build time to decide what to prerender). */
export async function apiReachable(timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(`${apiBase()}/healthz`, { cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}
