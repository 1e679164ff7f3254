/**
 * Which internal `/[locale]` tree serves a public URL, as Next rewrites (run inside the router,
 * after the proxy, before any page or file):
 *   `?lang=<known>` → that locale; `?lang=<anything else>` → the 404 page; the `language`
 *   cookie → its locale; otherwise the default (zh). Accept-Language is ignored on purpose.
 * Declarative rewrites also sidestep a Next bug where a proxy rewrite under `next start -H
 * 127.0.0.1` is treated as external and loops (vercel/next.js#94745).
 *
 * Kept free of imports: next.config.ts loads it before the app is compiled.
 */
export interface LocaleRewriteOptions {
  locales: readonly string[];
  defaultLocale: string;
  cookie: string;
  /** Pages whose identifying query becomes path segments (see QueryRoute); tried before the plain rules. */
  queryRoutes?: readonly QueryRoute[];
}

/**
 * A page addressed by query parameters (the spec's `/shopIndex?sid=2`) that renders once per
 * value and stays cacheable: the rewrite turns the query into internal path segments
 * (`/zh/shopIndex/2`), so the page reads params, never searchParams (which would make it
 * dynamic). `query` maps each required parameter to the pattern of its value (anchored);
 * `destination` is the internal path below the locale, with `:name` for the values.
 */
export interface QueryRoute {
  path: string;
  query: Record<string, string>;
  destination: string;
}

export interface Rewrite {
  source: string;
  destination: string;
  has?: { type: "query" | "cookie"; key: string; value?: string }[];
}

/** Internal path no page claims: the [locale] catch-all answers it with the 404 page. */
export const UNKNOWN_LANGUAGE_PATH = "/__unknown-language";

/**
 * Every path except Next internals, the API rewrite, files with an extension and paths that
 * already carry a locale: rewrites chain, so a rewritten `/en/list` must match no later rule.
 * (The proxy redirects a locale-prefixed address typed by a person to its public path.)
 */
function pagePaths(locales: readonly string[]): string {
  return `/:path((?!_next/|api/|__nextjs|(?:${locales.join("|")})(?:/|$))(?!.*\\.[A-Za-z0-9]+$).*)`;
}

export function localeRewrites({ locales, defaultLocale, cookie, queryRoutes = [] }: LocaleRewriteOptions): Rewrite[] {
  const PAGE_PATHS = pagePaths(locales);
  const others = locales.filter((l) => l !== defaultLocale);
  const byCookie = (dest: (l: string) => string): Rewrite[] =>
    others.map((l) => ({ source: PAGE_PATHS, has: [{ type: "cookie", key: cookie, value: l }], destination: dest(l) }));
  // Every rewrite is followed by a file-system check (Next sets `check: true`), so the first
  // rule whose destination is a page wins: the query routes must come before the plain rules.
  const queryRules = (locale: string, has: Rewrite["has"] = []): Rewrite[] =>
    queryRoutes.map((r) => ({
      source: r.path,
      has: [
        ...has,
        ...Object.entries(r.query).map(([key, pattern]) => ({
          type: "query" as const,
          key,
          value: `(?<${key}>${pattern})`,
        })),
      ],
      destination: `/${locale}${r.destination}`,
    }));
  const langHas = { type: "query" as const, key: "lang", value: `(?<lang>${locales.join("|")})` };
  return [
    ...queryRules(":lang", [langHas]),
    {
      source: PAGE_PATHS,
      has: [langHas],
      destination: "/:lang/:path",
    },
    ...byCookie((l) => `/${l}${UNKNOWN_LANGUAGE_PATH}`).map((r) => ({
      ...r,
      has: [{ type: "query" as const, key: "lang" }, ...(r.has ?? [])],
    })),
    {
      source: PAGE_PATHS,
      has: [{ type: "query", key: "lang" }],
      destination: `/${defaultLocale}${UNKNOWN_LANGUAGE_PATH}`,
    },
    ...others.flatMap((l) => queryRules(l, [{ type: "cookie", key: cookie, value: l }])),
    ...byCookie((l) => `/${l}/:path`),
    ...queryRules(defaultLocale),
    { source: PAGE_PATHS, destination: `/${defaultLocale}/:path` },
  ];
}
