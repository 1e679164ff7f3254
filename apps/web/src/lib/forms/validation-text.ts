"use client";

import { validationText } from "@souk/contract";
import { useLocale } from "next-intl";
import { useCallback } from "react";

/**
 * The contract's schemas carry message keys ("v.phone"); the API translates the same keys, so a
 * form and the API say the same thing. This turns a key into the page's language (an unknown
 * key is shown as is).
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback((key) => (key ? (validationText(key)?.[locale] ?? key) : undefined), [locale]);
}
