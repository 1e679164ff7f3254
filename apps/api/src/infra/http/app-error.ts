import { defaultMessage, httpStatusOf, type ErrorCode, type Locale } from "@souk/contract";

/** A text in both languages; the API answers in the request's language. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/**
 * A failure the buyer should see. Thrown anywhere in a request; the error
 * handler turns it into the envelope with the code's HTTP status.
 * Without a message the catalogue's default text for the code is used.
 *
 * A refusal (4xx, or 503 "try again later") carries no stack trace: it is an answer, never
 * logged, and its code and text name the place; capturing the stack was a noticeable part of
 * a refused flash-sale attempt. A 500 keeps its stack.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text?: LocalizedText,
    readonly data: unknown = null,
    readonly status: number = httpStatusOf(code),
  ) {
    const limit = Error.stackTraceLimit;
    if (status !== 500) Error.stackTraceLimit = 0;
    super(text?.en ?? code);
    Error.stackTraceLimit = limit;
    this.name = "AppError";
  }

  messageFor(locale: Locale): string {
    return this.text ? this.text[locale] : defaultMessage(this.code, locale);
  }
}

/** A00001 with a message shown verbatim to the buyer. */
export function showFail(text: LocalizedText, status = 400): AppError {
  return new AppError("A00001", text, null, status);
}

/** 404 for a missing resource, or one that belongs to someone else (never reveal which). */
export function notFound(text: LocalizedText = { zh: "数据不存在", en: "Not found" }): AppError {
  return new AppError("A00013", text, null, 404);
}

/** A00002 for one field, shaped like the answers of parse() (infra/http/validate.ts). */
export function fieldError(field: string, text: { zh: string; en: string }, locale: Locale): AppError {
  const message = text[locale];
  return new AppError("A00002", { zh: `${field}: ${text.zh}`, en: `${field}: ${text.en}` }, [{ field, message }], 400);
}
