import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from "@souk/contract";

/**
 * The login token lives in a JS-readable cookie (spec part 4: a token cookie means logged in)
 * so the browser client can send it in Authorization. Server-rendered HTML never depends on it:
 * pages stay cacheable and login state is a client island.
 */
export function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const v = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    }
  }
  return null;
}

const listeners = new Set<() => void>();

export function getToken(): string | null {
  if (typeof document === "undefined") return null;
  const v = readCookie(TOKEN_COOKIE, document.cookie);
  return v ? v : null;
}

/** `notify: false` when the page is about to be left anyway (no logged-out flash of the current page). */
export function clearToken({ notify = true }: { notify?: boolean } = {}): void {
  if (typeof document === "undefined") return;
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (notify) notifyTokenChange();
}

/**
 * What the page shows: signed in or not, as of the last notified change (or the first look). A
 * token written with `notify: false` is not shown until the page is loaded again, whatever
 * re-renders in between.
 */
let shownLoggedIn: boolean | null = null;

export function shownAsLoggedIn(): boolean {
  if (shownLoggedIn === null) shownLoggedIn = getToken() !== null;
  return shownLoggedIn;
}

export function notifyTokenChange(): void {
  shownLoggedIn = getToken() !== null;
  for (const l of listeners) l();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `notify: false` stores the session without telling this page's islands: sign-in keeps the page
 * signed out until the single-sign-on hop (/LoginToJump) has finished.
 *
 * Stores the token the API answered (spec parts 4 and 9: a `token` cookie for 30 days). The API
 * sets the same cookie on its answer; writing it here too makes sure this page sees it at once,
 * whatever a proxy did to Set-Cookie on the way.
 */
export function setToken(token: string, { notify = true }: { notify?: boolean } = {}): void {
  if (typeof document === "undefined" || token === "") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_TTL_SECONDS}; Path=/; SameSite=Lax${secure}`;
  if (notify) notifyTokenChange();
}
