import type { SearchMode } from "./search";

/** This browser's recent searches per mode, newest first (spec: shown first under the search box). */
const KEY = "souk.recentSearches";
export const MAX_RECENT_SEARCHES = 8;

type Recent = Partial<Record<SearchMode, string[]>>;

function read(storage: Storage): Recent {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? "{}") as unknown;
    return v && typeof v === "object" ? (v as Recent) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, v: Recent): void {
  try {
    storage.setItem(KEY, JSON.stringify(v));
  } catch {
    // Private mode or a full storage: recent searches are a convenience, never an error.
  }
}

export function recentSearches(storage: Storage, mode: SearchMode): string[] {
  const list = read(storage)[mode];
  return Array.isArray(list) ? list.filter((s) => typeof s === "string") : [];
}

/** Puts a keyword first (once, compared case-insensitively), keeping MAX_RECENT_SEARCHES. */
export function rememberSearch(storage: Storage, mode: SearchMode, keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  const all = read(storage);
  const rest = recentSearches(storage, mode).filter((s) => s.toLowerCase() !== k.toLowerCase());
  write(storage, { ...all, [mode]: [k, ...rest].slice(0, MAX_RECENT_SEARCHES) });
}

export function clearRecentSearches(storage: Storage, mode: SearchMode): void {
  write(storage, { ...read(storage), [mode]: [] });
}
