import type { FootprintDay, FootprintItem } from "@souk/contract";

/**
 * The footprint API pages records (newest first) and groups each page by day, so a day can
 * continue on the next page. Appending a page merges a continuing day into the last group.
 * Records already shown (same footprintId) are skipped, so a page fetched twice adds nothing.
 */
export function appendFootprintDays(shown: readonly FootprintDay[], page: readonly FootprintDay[]): FootprintDay[] {
  const seen = new Set(shown.flatMap((d) => d.items.map((i) => i.footprintId)));
  const out = shown.map((d) => ({ date: d.date, items: [...d.items] }));
  for (const day of page) {
    const items = day.items.filter((i) => !seen.has(i.footprintId));
    if (items.length === 0) continue;
    for (const i of items) seen.add(i.footprintId);
    const last = out[out.length - 1];
    if (last && last.date === day.date) last.items.push(...items);
    else out.push({ date: day.date, items });
  }
  return out;
}

/** Groups records by the day of their browseTime ("yyyy-MM-dd HH:mm:ss"), keeping their order. */
export function groupFootprintsByDay(items: readonly FootprintItem[]): FootprintDay[] {
  const days: FootprintDay[] = [];
  for (const item of items) {
    const date = item.browseTime.slice(0, 10);
    const last = days[days.length - 1];
    if (last && last.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}

/** Removes records from the groups, dropping days that become empty. */
export function withoutFootprints(days: readonly FootprintDay[], ids: ReadonlySet<number>): FootprintDay[] {
  return days
    .map((d) => ({ date: d.date, items: d.items.filter((i) => !ids.has(i.footprintId)) }))
    .filter((d) => d.items.length > 0);
}

/** Whether a day label should read "today"/"yesterday" rather than the date (both "yyyy-MM-dd"). */
export function relativeDay(date: string, today: string): "today" | "yesterday" | null {
  if (date === today) return "today";
  const t = Date.parse(`${today}T00:00:00Z`);
  const d = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t) || Number.isNaN(d)) return null;
  return t - d === 86_400_000 ? "yesterday" : null;
}
