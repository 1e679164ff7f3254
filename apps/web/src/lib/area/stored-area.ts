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

/* ---------- The list URL that is on its way ---------- */

/** The /list URL last asked for (a search, a sort) whose page may not have rendered yet. */
let pendingList: string | null = null;
let pendingSince = 0;
/** A navigation not landed within this time was abandoned (the buyer went elsewhere): forget it. */
const PENDING_MS = 5000;

const keyOf = (href: string) => {
  const q = href.indexOf("?");
  const params = new URLSearchParams(q < 0 ? "" : href.slice(q + 1));
  params.sort();
  return `${q < 0 ? href : href.slice(0, q)}?${params}`;
};

/** Records a /list navigation that has been asked for (router.push of a search, a sort...). */
export function intendList(href: string): void {
  pendingList = href.startsWith("/list") ? href : null;
  pendingSince = Date.now();
}

/**
 * Where a list link clicked on the page at `current` should go when another list navigation is
 * still on its way (the buyer searched, then clicked a sort of the page still shown): the link's
 * own change (the query keys in which `href` differs from `current`) applied to the pending URL,
 * so the sort lands on the new search instead of undoing it. Without a pending navigation, or once
 * it has landed (`current` is it), `href` as it is.
 */
export function retarget(href: string, current: string): string {
  if (pendingList !== null && (keyOf(pendingList) === keyOf(current) || Date.now() - pendingSince > PENDING_MS))
    pendingList = null;
  if (pendingList === null || !href.startsWith("/list")) return href;
  const params = (h: string) => new URLSearchParams(h.includes("?") ? h.slice(h.indexOf("?") + 1) : "");
  const base = params(pendingList);
  const now = params(current);
  const next = params(href);
  for (const k of new Set([...now.keys(), ...next.keys()])) {
    if (now.get(k) === next.get(k)) continue;
    const v = next.get(k);
    if (v === null) base.delete(k);
    else base.set(k, v);
  }
  return `/list?${base}`;
}
