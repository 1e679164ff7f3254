import type { FastifyInstance } from "fastify";
import { localeFromAcceptLanguage, type Locale } from "@souk/contract";

declare module "fastify" {
  interface FastifyRequest {
    /** zh or en, from Accept-Language; messages and bilingual data follow it. */
    locale: Locale;
  }
}

/** Accept-Language values seen → their language: clients send few distinct headers, so most are parsed once. */
const known = new Map<string, Locale>();
const KNOWN_MAX = 1000;

/** The request's language, remembered per distinct header value (the first KNOWN_MAX; a flood of odd values is parsed each time). */
export function localeOf(header: string | undefined): Locale {
  if (!header) return localeFromAcceptLanguage(header);
  let locale = known.get(header);
  if (locale === undefined) {
    locale = localeFromAcceptLanguage(header);
    if (known.size < KNOWN_MAX) known.set(header, locale);
  }
  return locale;
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", "zh");
  // Callback style, not async: no promise per request for a synchronous step.
  app.addHook("onRequest", (req, _reply, done) => {
    req.locale = localeOf(req.headers["accept-language"]);
    done();
  });
}

/** Picks the field of the request's language from a bilingual pair. */
export function pick(locale: Locale, zh: string, en: string): string {
  return locale === "en" ? en || zh : zh;
}
