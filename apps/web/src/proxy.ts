import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { LANGUAGE_COOKIE } from "@souk/contract";
import { routing } from "./i18n/routing";
import { decideLocale } from "./i18n/resolve-locale";

const intl = createMiddleware(routing);

/** Internal path that no page claims: the `[locale]` catch-all answers it with the 404 page. */
const UNKNOWN_LANGUAGE_PATH = "/__unknown-language";

export default function proxy(request: NextRequest) {
  const decision = decideLocale(request.nextUrl.searchParams.get("lang"), request.cookies.get(LANGUAGE_COOKIE)?.value);

  if (decision.kind === "unknown-language") {
    const url = request.nextUrl.clone();
    url.pathname = `/${decision.locale}${UNKNOWN_LANGUAGE_PATH}`;
    url.search = "";
    return NextResponse.rewrite(url);
  }

  // next-intl reads the cookie to pick the internal segment; pinning it here keeps the
  // browser's Accept-Language out of the decision (spec: fall back to Chinese).
  request.cookies.set(LANGUAGE_COOKIE, decision.locale);
  const response = intl(request);
  if (decision.persist) {
    const { name, ...options } = routing.localeCookie as { name: string; maxAge: number; sameSite: "lax"; path: string };
    response.cookies.set(name, decision.locale, options);
  }
  return response;
}

export const config = {
  // Everything except the API rewrite, Next internals and files with an extension.
  matcher: ["/((?!api/|_next/|_vercel/|.*\\..*).*)"],
};
