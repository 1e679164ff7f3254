import { ErrorCodes, isSuccess, type Envelope, type Locale } from "@souk/contract";
import { ApiError } from "@/lib/api/api-error";
import { buildUrl, type Endpoint } from "@/lib/api/endpoint";
import { readEnvelope, transportFailure } from "@/lib/api/envelope";
import { fieldMessages } from "@/lib/api/error-policy";

/**
 * The consoles' way to the API: same-origin `/api`, the staff token in Authorization (never the
 * buyer's cookie), the page's language (the API answers its messages in it) and
 * `X-Requested-With`, which no cross-site form can send. Unlike the storefront's client it
 * shows nothing itself: the caller shows the error where the user is looking (a form field, a
 * table's error state), and an expired token (A00004) calls `onExpired` so the console's guard
 * sends the user to its sign-in page.
 */
export interface ConsoleClient {
  call<T>(ep: Endpoint<T>, opts?: { signal?: AbortSignal }): Promise<T>;
}

export function consoleClient(opts: { token: string | null; locale: Locale; onExpired(): void }): ConsoleClient {
  return {
    async call<T>(ep: Endpoint<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
      const headers = new Headers({ "Accept-Language": opts.locale, "X-Requested-With": "XMLHttpRequest" });
      const form = typeof FormData !== "undefined" && ep.body instanceof FormData;
      if (ep.body !== undefined && !form) headers.set("Content-Type", "application/json");
      if (opts.token) headers.set("Authorization", opts.token);
      let env: Envelope<unknown>;
      let status = 0;
      try {
        const res = await fetch(buildUrl("/api", ep.path, ep.query), {
          method: ep.method,
          headers,
          body: ep.body === undefined ? undefined : form ? (ep.body as FormData) : JSON.stringify(ep.body),
          credentials: "omit",
          signal,
        });
        status = res.status;
        env = await readEnvelope(res);
      } catch (e) {
        if ((e as Error).name === "AbortError") throw e;
        env = transportFailure(`${ep.method} ${ep.path}: ${(e as Error).message}`);
      }
      if (isSuccess(env)) return env.data as T;
      if (env.code === ErrorCodes.UNAUTHORIZED && opts.token) opts.onExpired();
      throw new ApiError(env, status || 500);
    },
  };
}

/** What to tell the user about a failed call: the API's own localized messages, or null for "use the generic text". */
export function errorMessages(e: unknown): string[] | null {
  if (!(e instanceof ApiError)) return null;
  const fields = e.code === ErrorCodes.VALIDATION ? fieldMessages(e.data) : [];
  if (fields.length) return fields;
  if (e.code === ErrorCodes.SERVER_ERROR || !e.message || e.message === e.code) return null;
  return [e.message];
}
