/**
 * What the error page shows for a thrown error: its HTTP status (an ApiError or anything with a
 * numeric `status`), default 500; and its message, except for server errors, whose message
 * production builds replace (they carry a digest instead) and which must not leak anyway.
 */
export function errorStatus(err: unknown): number {
  const s = typeof err === "object" && err !== null ? (err as { status?: unknown }).status : undefined;
  return typeof s === "number" && Number.isInteger(s) && s >= 400 && s <= 599 ? s : 500;
}

export function errorMessage(err: unknown): string | null {
  if (typeof err !== "object" || err === null) return null;
  const { message, digest } = err as { message?: unknown; digest?: unknown };
  if (digest !== undefined) return null;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
