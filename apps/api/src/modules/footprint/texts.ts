import type { LocalizedText } from "../../infra/http/app-error.ts";

/** Every browsing-history message the buyer sees, in both languages. */
export const FOOTPRINT_TEXT = {
  notFound: { zh: "浏览记录不存在", en: "The browsing record does not exist" },
} as const satisfies Record<string, LocalizedText>;
