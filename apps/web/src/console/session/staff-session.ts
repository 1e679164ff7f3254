/**
 * The signed-in staff member of a console (seller center, platform console), kept in this
 * browser's localStorage under one key per console, so a console opened in a new tab from the
 * storefront is signed in too. The token is a staff token of that console's API scope; it is
 * sent only in the Authorization header (never a cookie), so cross-site pages cannot use it.
 */
export interface StaffSession {
  token: string;
  staffId: number;
  /** The staff member's display name (the account name until the API reports a nickname). */
  name: string;
  /** The staff member's role in the console's own vocabulary (decides the navigation). */
  role: string;
  /** The shop of a seller-center session; absent in the platform console. */
  shopId?: number;
  shopName?: string;
  /** Epoch ms after which the token is no longer accepted. */
  expiresAt: number;
}

const listeners = new Set<() => void>();
const keyOf = (console: string) => `souk.console.${console}`;

function notify() {
  for (const l of listeners) l();
}

if (typeof window !== "undefined") {
  // Another tab signed in or out.
  window.addEventListener("storage", (e) => {
    if (e.key?.startsWith("souk.console.")) notify();
  });
}

/** Raw text of the stored session (stable between calls, as useSyncExternalStore needs). */
export function readSessionText(console: string): string | null {
  if (typeof window === "undefined") return null;
  return window.localStorage.getItem(keyOf(console));
}

/** The stored session, or null when there is none, it is unreadable or it has expired. */
export function parseSession(text: string | null, now: number): StaffSession | null {
  if (!text) return null;
  try {
    const s = JSON.parse(text) as StaffSession;
    if (typeof s.token !== "string" || typeof s.expiresAt !== "number") return null;
    return s.expiresAt > now ? s : null;
  } catch {
    return null;
  }
}

export function saveSession(console: string, session: StaffSession): void {
  window.localStorage.setItem(keyOf(console), JSON.stringify(session));
  notify();
}

export function clearSession(console: string): void {
  window.localStorage.removeItem(keyOf(console));
  notify();
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
