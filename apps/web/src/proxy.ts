import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, isLocale, type Locale } from "@souk/contract";
import { ListAdmission } from "./lib/cache/list-admission";
import { CACHED_LIST_PREFIX, cachedListPath } from "./modules/search/lib/list-page-key";

/** Bounds the cached list pages of this server process (lib/cache/list-admission.ts). */
const listAdmission = new ListAdmission();

/** A year: the language is a lasting preference. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function remember(response: NextResponse, request: NextRequest, lang: Locale): NextResponse {
  if (request.cookies.get(LANGUAGE_COOKIE)?.value !== lang) {
    response.cookies.set(LANGUAGE_COOKIE, lang, { path: "/", maxAge: COOKIE_MAX_AGE_S, sameSite: "lax" });
  }
  return response;
}

/**
 * Which locale renders a request is decided by the rewrites in next.config
 * (src/i18n/locale-rewrites.ts), which also answer an unknown `?lang=` with the 404 page.
 * The proxy only
 *  - stores a valid `?lang=` in the `language` cookie (spec part 1), and
 *  - sends an address typed with the internal locale segment (`/en/list`) to its public path,
 *    so every page has exactly one URL;
 *  - serves a browser's `/list?…` from the cached `/<locale>/list/q/<key>` (ADR 0030-page-weight).
 *    A rewrite here, unlike one in the server, keeps the public URL for the client router
 *    (usePathname, the current menu entry). Its target must name Next's own origin, which only
 *    server.mjs knows (a target built from request.url, localhost, is taken for an external one
 *    under `-H 127.0.0.1`, ADR 0004); without server.mjs (next dev) /list renders per request.
 *    Only admitted queries are cached (asked twice recently, at most 2,000 per process:
 *    lib/cache/list-admission.ts), and the cached paths themselves answer 404 when typed.
 */
export default function proxy(request: NextRequest) {
  // The cached list pages are reached only through the rewrite below (which does not pass the
  // proxy again): typed directly, any key would make a new cache entry past the admission bound.
  if (request.nextUrl.pathname.startsWith(CACHED_LIST_PREFIX)) return new NextResponse(null, { status: 404 });
  const cachedList =
    request.nextUrl.pathname === "/list" &&
    cachedListPath(request.method, request.nextUrl.search, request.headers.has("rsc"));
  if (cachedList && listAdmission.admit(cachedList)) {
    const cookie = request.cookies.get(LANGUAGE_COOKIE)?.value;
    const locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
    return NextResponse.rewrite(new URL(`/${locale}${cachedList}`, request.url));
  }
  const [, first, ...rest] = request.nextUrl.pathname.split("/");
  if (isLocale(first)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${rest.join("/")}`;
    return remember(NextResponse.redirect(url), request, first);
  }
  const lang = request.nextUrl.searchParams.get("lang");
  return isLocale(lang) ? remember(NextResponse.next(), request, lang) : NextResponse.next();
}

export const config = {
  matcher: [
    { source: "/((?!api/|_next/).*)", has: [{ type: "query", key: "lang" }] },
    "/list",
    "/list/q/:path*",
    "/zh",
    "/zh/:path*",
    "/en",
    "/en/:path*",
  ],
};
