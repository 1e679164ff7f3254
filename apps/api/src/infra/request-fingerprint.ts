import { createHash } from "node:crypto";
import { AppError, type LocalizedText } from "./http/app-error.ts";

/**
 * A short digest of what a request asked for, stored with the use of its one-time token or
 * request id: a replay whose digest matches gets the first answer again; one that differs asked
 * for something else with the same token and is refused (A00015) instead of silently answered
 * with the first result. Key order does not count; absent and undefined fields are the same.
 */
export function requestFingerprint(value: unknown): string {
  return createHash("sha256").update(canonical(value)).digest("base64url").slice(0, 32);
}

function canonical(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  const keys = Object.keys(v)
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
}

/**
 * A manual adjustment's request id names one adjustment: a retry of it (same buyer, amount and
 * reason) goes on to the ledger's own once-only rule; the id reused for anything else is refused
 * (409 A00015) before anything is posted.
 */
export function refuseOtherAdjustment(
  prior: { userId: number; amount: number; note: string | null } | undefined,
  asked: { userId: number; amount: number; note: string },
  text: LocalizedText,
): void {
  if (prior && (prior.userId !== asked.userId || prior.amount !== asked.amount || prior.note !== asked.note))
    throw new AppError("A00015", text);
}
