"use client";

import type { FormRule } from "antd";
import { useCallback } from "react";
import type { z } from "zod";
import { useValidationText } from "@/lib/forms/validation-text";

/**
 * An antd form rule that checks a field with the contract's schema for it, so the form refuses
 * exactly what the API refuses, with the same localized message (the schemas carry message keys).
 */
export function zodRule(schema: z.ZodType, text: (key: string | undefined) => string | undefined): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(text(r.error.issues[0]?.message) ?? "");
    },
  };
}

/** zodRule bound to the page's language. */
export function useZodRule(): (schema: z.ZodType) => FormRule {
  const text = useValidationText();
  return useCallback((schema) => zodRule(schema, text), [text]);
}
