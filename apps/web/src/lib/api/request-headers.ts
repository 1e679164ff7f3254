import { pathAccess, type Locale } from "@souk/contract";
import type { Endpoint } from "./endpoint";

export interface RequestIdentity {
  locale: Locale;
  /** The visitor ids (analytics, spec part 6). */
  uuid: string;
  uuidSession: string;
  /** The buyer's token from the `token` cookie, if signed in. */
  token: string | null;
  /** A token of another scope for this call (the agent console's staff token on /m/ paths). */
  override?: string;
}

/**
 * The headers of every browser call through the `/api` proxy. The API lets the `token` cookie
 * alone authenticate a state-changing request only when a cross-site page could not have sent it
 * (ADR 0005): JSON, or one of the storefront's own headers. A PUT/DELETE without a body has no
 * JSON content type, so this client never relies on the cookie: the token goes in Authorization
 * on every path the API authenticates (one rule, `pathAccess` in the contract), and every call
 * also carries `X-Requested-With`, which no cross-site form or simple request can set.
 */
export function requestHeaders<T>(ep: Endpoint<T>, id: RequestIdentity): Headers {
  const h = new Headers({
    "Accept-Language": id.locale,
    Uuid: id.uuid,
    UuidSession: id.uuidSession,
    "X-Requested-With": "XMLHttpRequest",
  });
  // Multipart bodies (file uploads) get their boundary from fetch itself.
  if (ep.body !== undefined && !(typeof FormData !== "undefined" && ep.body instanceof FormData))
    h.set("Content-Type", "application/json");
  const token = id.override ?? (carriesToken(ep.path) ? id.token : null);
  if (token) h.set("Authorization", token); // the dialect sends the bare token, no "Bearer"
  return h;
}

/** Spec part 6: `/p/` paths carry the token; login-optional `ma` paths carry it too (answers per user). */
export function carriesToken(path: string): boolean {
  const access = pathAccess(path);
  return access === "required" || access === "optional";
}
