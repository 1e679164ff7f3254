/**
 * Cart badge text. Spec part 9: the main header shows 999+ at 1000 or more; the decorated
 * header caps at 99+ above 99. Zero or less shows nothing.
 */
export const MAIN_HEADER_BADGE_CAP = 999;
export const DECORATED_HEADER_BADGE_CAP = 99;

export function formatBadge(count: number | null | undefined, cap: number = MAIN_HEADER_BADGE_CAP): string {
  if (count == null || !Number.isFinite(count) || count <= 0) return "";
  const n = Math.floor(count);
  return n > cap ? `${cap}+` : String(n);
}
