import { DEFAULT_LOCALE, isSuccess, type Envelope, type Locale } from "@souk/contract";
import { visitorSessionId, visitorUuid } from "../session/identity";
import { getToken } from "../session/token";
import { ApiError } from "./api-error";
import { buildUrl, type Endpoint } from "./endpoint";
import { readEnvelope, transportFailure } from "./envelope";
import { applyErrorAction } from "./error-effects";
import { decideErrorAction, type PolicyOptions } from "./error-policy";
import { requestHeaders } from "./request-headers";

export interface CallOptions extends PolicyOptions {
  signal?: AbortSignal;
  /** A token of another scope for this call (the agent console's staff token on /m/ paths). */
  token?: string;
}

/** Locale of the page, set once by the client bridge in the root layout. */
let currentLocale: Locale = DEFAULT_LOCALE;
export function setClientLocale(locale: Locale): void {
  currentLocale = locale;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== "undefined" && body instanceof FormData;
}

function headersFor<T>(ep: Endpoint<T>, override?: string): Headers {
  return requestHeaders(ep, {
    locale: currentLocale,
    uuid: visitorUuid(),
    uuidSession: visitorSessionId(),
    token: getToken(),
    override,
  });
}

/**
 * The one way browser code talks to the API: same-origin `/api` (rewritten to API_URL).
 * Resolves with `data` on success; otherwise applies the error catalogue (toast, login popup,
 * log) and rejects with an ApiError, so callers only handle what is special to them.
 */
export async function callApi<T>(ep: Endpoint<T>, opts: CallOptions = {}): Promise<T> {
  let env: Envelope<unknown>;
  let status = 0;
  // The token this request went out with, so a late A00004 cannot drop a newer login's token.
  const tokenAtSend = getToken();
  try {
    const res = await fetch(buildUrl("/api", ep.path, ep.query), {
      method: ep.method,
      headers: headersFor(ep, opts.token),
      body: ep.body === undefined ? undefined : isFormData(ep.body) ? ep.body : JSON.stringify(ep.body),
      credentials: "same-origin",
      signal: opts.signal,
    });
    status = res.status;
    env = await readEnvelope(res);
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    env = transportFailure(`${ep.method} ${ep.path}: ${(e as Error).message}`);
  }
  if (isSuccess(env)) return env.data as T;
  applyErrorAction(decideErrorAction(env, opts), env, tokenAtSend);
  throw new ApiError(env, status || 500);
}
