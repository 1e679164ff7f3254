"use client";

import { useLocale, useTranslations } from "next-intl";
import { setClientLocale } from "@/lib/api/browser-client";
import { setGenericErrorTexts } from "@/lib/api/error-effects";

/** Hands the page's locale and the localised generic error texts to the (non-React) API client. */
export function ApiBridge() {
  const locale = useLocale();
  const t = useTranslations("errors");
  // Set during render, not in an effect: children's effects may call the API before ours runs.
  setClientLocale(locale);
  setGenericErrorTexts({ error: t("error"), serverTrouble: t("serverTrouble") });
  return null;
}
