import { createHash } from "node:crypto";

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
