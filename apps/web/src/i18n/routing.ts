import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES } from "@souk/contract";

/**
 * URLs never carry the locale (they are exactly the spec's paths); the proxy rewrites each
 * request to an internal `/[locale]/...` segment so every page renders once per locale and
 * stays cacheable. The choice lives in the `language` cookie for a year.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "never",
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: 365 * 24 * 3600, sameSite: "lax", path: "/" },
  alternateLinks: false,
});
