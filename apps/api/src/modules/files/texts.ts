import type { LocalizedText } from "../../infra/http/app-error.ts";

/** The file store's messages, in both languages. */
export const FILES_TEXT = {
  notFound: { zh: "文件不存在", en: "File not found" },
} as const satisfies Record<string, LocalizedText>;
