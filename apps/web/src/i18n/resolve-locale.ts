import { DEFAULT_LOCALE, isLocale, type Locale } from "@souk/contract";

export type LocaleDecision =
  /** Render in `locale`; `persist` means the choice came from `?lang=` and must be stored in the cookie. */
  | { kind: "render"; locale: Locale; persist: boolean }
  /** `?lang=` named a language the mall does not have: the spec answers 404. */
  | { kind: "unknown-language"; locale: Locale };

/**
 * Spec part 1: the language comes from `?lang=`, else the `language` cookie, else zh.
 * The browser's Accept-Language is deliberately ignored: the spec's fallback is Chinese.
 */
export function decideLocale(langParam: string | null, cookieValue: string | undefined): LocaleDecision {
  const fromCookie: Locale = isLocale(cookieValue) ? cookieValue : DEFAULT_LOCALE;
  if (langParam === null) return { kind: "render", locale: fromCookie, persist: false };
  if (isLocale(langParam)) return { kind: "render", locale: langParam, persist: true };
  return { kind: "unknown-language", locale: fromCookie };
}
