/** Languages of the mall. zh is the default and the fallback for anything unknown on the API. */
export const LOCALES = ["zh", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh";
/** Cookie that carries the buyer's language choice (spec part 1). */
export const LANGUAGE_COOKIE = "language";

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/**
 * Picks the language from an Accept-Language header: `en`, `en-US`, `zh-CN`,
 * `en;q=0.8,zh;q=0.9` all work. Anything unrecognised falls back to zh. A range
 * with q=0 means "not acceptable" (RFC 9110 §12.4.2) and is never chosen; a
 * malformed q drops its range; parameter names are case-insensitive.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split(/[-_]/)[0] ?? "", q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.lang && !Number.isNaN(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) if (isLocale(r.lang)) return r.lang;
  return DEFAULT_LOCALE;
}
