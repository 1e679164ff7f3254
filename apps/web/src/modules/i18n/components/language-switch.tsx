"use client";

import { LANGUAGE_COOKIE, LOCALES, type Locale } from "@souk/contract";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";

/**
 * Stores the choice in the `language` cookie and reloads the same address (without `?lang=`,
 * which would override the cookie). A full load is deliberate: every page exists once per
 * locale in the cache, and the proxy picks the right one from the cookie.
 */
function switchTo(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  window.location.assign(url.toString());
}

export function LanguageSwitch() {
  const t = useTranslations("topBar");
  const current = useLocale();

  return (
    <div role="group" aria-label={t("language")} className="flex items-center" data-testid="language-switch">
      {LOCALES.map((l, i) => (
        <span key={l} className="flex items-center">
          {i > 0 ? (
            <span aria-hidden className="px-1 text-line-strong">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={l}
            aria-pressed={l === current}
            className={clsx(l === current ? "font-semibold text-brand" : "hover:text-brand")}
            onClick={() => l !== current && switchTo(l)}
          >
            {t(`languageName.${l}`)}
          </button>
        </span>
      ))}
    </div>
  );
}
