import type { LocalizedText } from "../../infra/http/app-error.ts";

/** Every notice/content message the buyer sees, in both languages. */
export const CONTENT_TEXT = {
  noticeNotFound: { zh: "公告不存在", en: "notice does not exist" },
} as const satisfies Record<string, LocalizedText>;
