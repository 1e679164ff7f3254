export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * A call to the API, described once and executed either by the server client (ISR fetch
 * straight to API_URL) or by the browser client (same-origin /api, error catalogue effects).
 * `T` is the type of the envelope's `data` on success.
 */
export interface Endpoint<T> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  /** Cache tags for server fetches, so an admin change can revalidate exactly these pages. */
  readonly tags?: readonly string[];
  /** Phantom field: never set, only carries the data type. */
  readonly __data?: T;
}

export function endpoint<T>(
  method: HttpMethod,
  path: string,
  extra: Omit<Endpoint<T>, "method" | "path" | "__data"> = {},
): Endpoint<T> {
  return { method, path, ...extra };
}

/** `/api` + path + query string; null/undefined query values are left out. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}${s ? `?${s}` : ""}`;
}
