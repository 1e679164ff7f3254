/** "+120" / "-300": a signed points amount as the ledger shows it. */
export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * Checks the points a buyer types (spec part 9: multiples of 10): null when fine, else the key of
 * the message ("pointsTen" not a whole multiple of 10, "pointsMore" more than held or usable).
 */
export function pointsInputError(raw: string, max: number): "pointsTen" | "pointsMore" | null {
  const s = raw.trim();
  if (s === "") return null;
  if (!/^\d+$/.test(s)) return "pointsTen";
  const n = Number(s);
  if (n % 10 !== 0) return "pointsTen";
  if (n > max) return "pointsMore";
  return null;
}
