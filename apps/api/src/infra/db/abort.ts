import { sql, type SQL } from "drizzle-orm";

/*
 * Statement-level abort (migration 0028): `souk_abort(reason)` raises SQLSTATE SOUK0 with the
 * reason as its message. One data-modifying statement made of several conditional writes (CTEs)
 * calls it when one of them missed, so the whole statement — and its transaction, when it runs in
 * one — rolls back, and the caller reads the reason with `abortReason` (ADR 0031-submit-path).
 */

const ABORT_CODE = "SOUK0";

/** `souk_abort(reason)`: an integer expression that never returns. */
export function abortWith(reason: SQL): SQL {
  return sql`souk_abort(${reason})`;
}

/** The reason of a `souk_abort` that failed this statement, or null for any other error (drizzle wraps the driver's in `cause`). */
export function abortReason(err: unknown): string | null {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === ABORT_CODE) return e.message ?? "";
  }
  return null;
}
