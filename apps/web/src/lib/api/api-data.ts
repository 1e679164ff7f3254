/**
 * What a view shows of data it asked the API for: loading, the data, or the failure with the
 * API's error code (none for a network failure) so the view can tell "busy, retry" from "gone".
 * One shape for the pages' live data (`useApiData`) and the lazily loaded sections (`SectionLoader`).
 */
export type ApiData<T> =
  | { status: "loading"; data: null }
  | { status: "ready"; data: T }
  | { status: "failed"; data: null; code: string | null };

/** The failed state of a rejected request: its `ApiError` code, or null when it has none. */
export function failedWith(e: unknown): ApiData<never> {
  return { status: "failed", data: null, code: (e as { code?: string } | null)?.code ?? null };
}
