import { randomInt } from "node:crypto";

/**
 * Order and pay numbers: the China time to the second (14 digits) and 10 random digits from the
 * CSPRNG — 24 digits, sortable by time, not guessable (10^10 per second), unique by constraint.
 */
export function newBizNumber(at: Date): string {
  const iso = new Date(at.getTime() + 8 * 3600_000).toISOString();
  const stamp = iso.slice(0, 19).replace(/\D/g, "");
  return stamp + String(randomInt(0, 10_000_000_000)).padStart(10, "0");
}
