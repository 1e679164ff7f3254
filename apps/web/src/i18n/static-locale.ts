import type { Locale } from "@souk/contract";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing } from "./routing";

export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * Every layout and page under [locale] calls this first: Next renders segments independently,
 * and a segment that reads the locale without it would fall back to headers() and turn the
 * whole route dynamic (uncacheable).
 */
export async function enableStaticLocale(params: LocaleParams["params"]): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
