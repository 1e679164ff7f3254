import { AREA_STORAGE_KEY } from "@souk/contract";

/** The buyer's delivery area from local storage (spec part 3), or null when none or unreadable. */
export function storedAreaId(): string | null {
  try {
    const v = window.localStorage.getItem(AREA_STORAGE_KEY);
    return v && /^\d{1,12}$/.test(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * A /list URL with the stored delivery area added when it has none (spec part 3: list queries
 * carry `areaId`). Every client-side writer of the list URL goes through this, so the URL gets
 * the area in the same navigation as the buyer's change, never in a second one racing it.
 */
export function withArea(href: string, areaId: string | null): string {
  if (areaId === null) return href;
  const q = href.indexOf("?");
  const path = q < 0 ? href : href.slice(0, q);
  if (path !== "/list") return href;
  const params = new URLSearchParams(q < 0 ? "" : href.slice(q + 1));
  if (params.has("areaId")) return href;
  params.set("areaId", areaId);
  return `${path}?${params}`;
}

export function withStoredArea(href: string): string {
  return withArea(href, storedAreaId());
}
