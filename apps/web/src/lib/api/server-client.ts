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
    if (isSuccess(env)) return env.data as T;
    console.warn(`[api] ${ep.method} ${ep.path} → ${env.code} ${env.msg ?? ""}`);
  } catch (e) {
    console.warn(`[api] ${ep.method} ${ep.path} unreachable: ${(e as Error).message}`);
  }
  return null;
}
