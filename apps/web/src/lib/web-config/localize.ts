import type { Locale, PcWebConfig } from "@souk/contract";

/** Fields that exist in a Cn and an En variant. */
export type LocalizedField = "pcTitleContent" | "pcWelcome" | "pcCompanyName" | "pcCompanyInfo" | "pcCopyright";

/** The buyer's language variant of a web-config text; falls back to the other language, then "". */
export function localizedText(config: PcWebConfig | null | undefined, field: LocalizedField, locale: Locale): string {
  if (!config) return "";
  const zh = config[`${field}Cn`]?.trim() ?? "";
  const en = config[`${field}En`]?.trim() ?? "";
  return locale === "en" ? en || zh : zh || en;
}

/** Company info is stored as lines separated by "\n" (also tolerating "\r\n" and blank lines). */
export function infoLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}
