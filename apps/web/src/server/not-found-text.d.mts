import type { IncomingMessage, ServerResponse } from "node:http";

export interface NotFoundTexts {
  notFoundCode: string;
  notFound: string;
  backHome: string;
}
export function documentLocale(req: {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): "zh" | "en";
export function withNotFoundText(html: string, locale: "zh" | "en", texts: NotFoundTexts): string;
export function serveNotFoundText(
  req: IncomingMessage,
  res: ServerResponse,
  textsOf: (locale: "zh" | "en") => NotFoundTexts,
): void;
