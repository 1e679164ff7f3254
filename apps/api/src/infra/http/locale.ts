import type { FastifyInstance } from "fastify";
import { localeFromAcceptLanguage, type Locale } from "@souk/contract";

declare module "fastify" {
  interface FastifyRequest {
    /** zh or en, from Accept-Language; messages and bilingual data follow it. */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", "zh");
  app.addHook("onRequest", async (req) => {
    req.locale = localeFromAcceptLanguage(req.headers["accept-language"]);
  });
}

/** Picks the field of the request's language from a bilingual pair. */
export function pick(locale: Locale, zh: string, en: string): string {
  return locale === "en" ? en || zh : zh;
}
