/**
 * Where to send a buyer after signing in or registering (`?redirect=`, else the page they came
 * from), limited to the storefront itself: an open redirect would let a phishing link borrow
 * the mall's login page. Mirrors the API's sameOriginPath (modules/account/sso.ts).
 */

/** Pages that make no sense to return to after signing in (they would loop or sign in again). */
const AUTH_PATHS = ["/login", "/register", "/forget-password", "/LoginToJump"];

/** Path + query + hash of `raw` when it stays on `origin`, else null. */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== "string") return null;
  const url = raw.trim();
  if (url === "") return null;
  // Backslashes and control characters are refused outright: browsers read "/\evil.com" as "//evil.com".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return null;
  if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

export function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? "";
  return AUTH_PATHS.some((p) => pathname.toLowerCase() === p.toLowerCase());
}

/**
 * The return path: the `redirect` query value if it is a same-origin, non-auth page; else the
 * referrer under the same rule; else "/".
 */
export function returnPath(opts: { redirect?: string | null; referrer?: string | null; origin: string }): string {
  for (const candidate of [opts.redirect, opts.referrer]) {
    const path = sameOriginPath(candidate, opts.origin);
    if (path !== null && !isAuthPage(path)) return path;
  }
  return "/";
}

/** An account page carrying the page to come back to (client navigation keeps no referrer). */
export function withRedirect(path: string, back: string): string {
  return back && back !== "/" ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}
