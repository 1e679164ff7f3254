import type { Locale } from "@souk/contract";
import { englishAreaName } from "../area/english-names.ts";

/**
 * An address (or an order's copy of one) as a page in `locale` shows it: English pages name the
 * province, city and district in English (area/english-names.ts); the stored names stay Chinese,
 * so orders keep what the buyer chose whatever language they read it in. The street line is the
 * buyer's own text and is never translated.
 */
export function localizedRegions<T extends { province: string; city: string; area: string }>(a: T, locale: Locale): T {
  if (locale !== "en") return a;
  return {
    ...a,
    province: englishAreaName(a.province),
    city: englishAreaName(a.city),
    area: englishAreaName(a.area),
  };
}
