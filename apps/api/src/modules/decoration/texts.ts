import type { LocalizedText } from "../../infra/http/app-error.ts";

export const PAGE_NOT_FOUND_TEXT: LocalizedText = { zh: "页面不存在", en: "page does not exist" };
