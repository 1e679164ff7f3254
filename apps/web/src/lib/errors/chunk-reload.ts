/** Spec part 2: a failed page-part load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = "soukChunkReloadAt";

/** Webpack/Turbopack name these ChunkLoadError; a failed dynamic import says so in its message. */
export function isChunkLoadError(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  const m = typeof message === "string" ? message : "";
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    m,
  );
}

/** True when no reload happened within the last minute (a bad or missing stamp counts as none). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

/** Reloads once per minute at most; answers whether it did. Browser only. */
export function reloadForChunkError(): boolean {
  const now = Date.now();
  let last: number | null = null;
  try {
    const raw = window.localStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    /* storage disabled: still guarded by the page-level flag below */
  }
  if (!mayReload(last, now) || (window as { __soukReloading?: boolean }).__soukReloading) return false;
  try {
    window.localStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    /* ignore */
  }
  (window as { __soukReloading?: boolean }).__soukReloading = true;
  window.location.reload();
  return true;
}
