import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES } from "@souk/contract";
import { localeRewrites } from "./src/i18n/locale-rewrites";
import { QUERY_ROUTES } from "./src/i18n/query-routes";
import { filePreviewHeaders, securityHeaders } from "./src/lib/security/content-security-policy";

/**
 * Browsers talk to the API same-origin under /api (no CORS, the token cookie travels along).
 * Rewrites are compiled into the build, so API_URL must be set when `next build` runs.
 */
const apiUrl = (process.env.API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, "");

const config: NextConfig = {
  // The contract package ships TypeScript source with `.ts` import specifiers.
  transpilePackages: ["@souk/contract"],
  poweredByHeader: false,
  // CSP and friends on every response (ADR 0015: static, no nonces, so
  // catalog pages stay cached).
  async headers() {
    const dev = process.env.NODE_ENV !== "production";
    return [{ source: "/:path*", headers: securityHeaders({ dev }) }, ...filePreviewHeaders({ dev })];
  },
  async rewrites() {
    return {
      beforeFiles: localeRewrites({
        locales: LOCALES,
        defaultLocale: DEFAULT_LOCALE,
        cookie: LANGUAGE_COOKIE,
        queryRoutes: QUERY_ROUTES,
      }),
      afterFiles: [{ source: "/api/:path*", destination: `${apiUrl}/:path*` }],
      fallback: [],
    };
  },
};

export default createNextIntlPlugin("./src/i18n/request.ts")(config);
