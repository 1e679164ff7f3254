import { parseSession, randomId, touchSession } from "./visitor-session";

/** Local-storage keys of the visitor identity sent as the Uuid / UuidSession headers. */
export const UUID_STORAGE_KEY = "cloudUuid";
export const UUID_SESSION_STORAGE_KEY = "cloudUuidSession";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): headers fall back to per-page ids
  }
}

let memoryUuid: string | null = null;

/** A persistent random id of this browser. */
export function visitorUuid(): string {
  const s = storage();
  const existing = s?.getItem(UUID_STORAGE_KEY) ?? memoryUuid;
  if (existing) return existing;
  const id = randomId();
  memoryUuid = id;
  s?.setItem(UUID_STORAGE_KEY, id);
  return id;
}

/** The analytics session id, renewed after 30 minutes without requests. */
export function visitorSessionId(now = Date.now()): string {
  const s = storage();
  const next = touchSession(parseSession(s?.getItem(UUID_SESSION_STORAGE_KEY) ?? null), now, randomId);
  s?.setItem(UUID_SESSION_STORAGE_KEY, JSON.stringify(next));
  return next.id;
}
