import { ORDER_REMARKS_MAX, remarksSchema } from "@souk/contract";

/** Characters of an order note as the buyer sees them (an emoji is one). */
export function remarksLength(s: string): number {
  return Array.from(s).length;
}

/** Spec part 5: a note is optional, at most 200 characters and not all spaces. Answers a message key or null. */
export function remarksError(s: string): string | null {
  const r = remarksSchema.safeParse(s);
  return r.success ? null : (r.error.issues[0]?.message ?? "v.remarks");
}

export { ORDER_REMARKS_MAX };
