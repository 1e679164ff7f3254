import { orderFieldValue, remarksSchema } from "@souk/contract";

/** Characters of an order note as the buyer sees them (an emoji is one). */
export function remarksLength(s: string): number {
  return Array.from(s).length;
}

/** Spec part 5: a note is optional, at most 200 characters and not all spaces. Answers a message key or null. */
export function remarksError(s: string): string | null {
  const r = remarksSchema.safeParse(s);
  return r.success ? null : (r.error.issues[0]?.message ?? "v.remarks");
}

/**
 * An order-message field's error key (spec part 5: fields marked * are required; the same value
 * rules as the API's), or null.
 */
export function orderFieldError(value: string, required: boolean): string | null {
  if (required && value.trim() === "") return "v.required";
  const r = orderFieldValue.shape.value.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "v.orderFieldValue");
}
