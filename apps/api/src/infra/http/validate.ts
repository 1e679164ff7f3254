import { z } from "zod";
import { validationText, type Locale } from "@souk/contract";
import { AppError } from "./app-error.ts";

export interface FieldError {
  field: string;
  message: string;
}

const zodLocales = { zh: z.locales.zhCN(), en: z.locales.en() } as const;

/**
 * Validates input against a contract schema. Failures answer A00002 with one
 * message per field (data: FieldError[]), in the request's language. Schemas name
 * custom messages by key ("v.phone"), looked up in the contract's validation texts.
 * Unknown fields are dropped (zod objects strip by default).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const r = schema.safeParse(input, { error: zodLocales[locale].localeError });
  if (r.success) return r.data;
  const fields: FieldError[] = r.error.issues.map((issue) => ({
    field: issue.path.join(".") || "_",
    message: validationText(issue.message)?.[locale] ?? issue.message,
  }));
  throw validationError(fields);
}

/** The A00002 error for a list of field messages (data: FieldError[]; msg joins them). */
export function validationError(fields: FieldError[]): AppError {
  const msg = fields.map((f) => `${f.field}: ${f.message}`).join("; ");
  return new AppError("A00002", { zh: msg, en: msg }, fields, 400);
}
