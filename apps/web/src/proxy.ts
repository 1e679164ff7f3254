import { NextResponse, type NextRequest } from "next/server";
import { LANGUAGE_COOKIE, isLocale, type Locale } from "@souk/contract";

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
 *    so every page has exactly one URL.
 */
export default function proxy(request: NextRequest) {
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
    "/zh",
    "/zh/:path*",
    "/en",
    "/en/:path*",
  ],
};
