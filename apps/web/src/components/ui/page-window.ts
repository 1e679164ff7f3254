/**
 * Which page numbers a pager shows: always the first and last, the current one with two
 * neighbours each side, and null for a gap. E.g. (6, 20) → [1, null, 4, 5, 6, 7, 8, null, 20].
 */
export function pageWindow(current: number, pages: number, spread = 2): (number | null)[] {
  if (pages <= 0) return [];
  const c = Math.min(Math.max(1, Math.trunc(current)), pages);
  const out: (number | null)[] = [];
  let last = 0;
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - c) <= spread) {
      if (p - last === 2)
        out.push(p - 1); // a gap of one page is shown as the page
      else if (p - last > 2) out.push(null);
      out.push(p);
      last = p;
    }
  }
  return out;
}
