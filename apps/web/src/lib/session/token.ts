import { TOKEN_COOKIE } from "@souk/contract";

/**
 * The login token lives in a JS-readable cookie (spec part 4: a token cookie means logged in)
 * so the browser client can send it in Authorization. Server-rendered HTML never depends on it:
 * pages stay cacheable and login state is a client island.
 */
export function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const v = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    }
  }
  return null;
}

const listeners = new Set<() => void>();

export function getToken(): string | null {
  if (typeof document === "undefined") return null;
  const v = readCookie(TOKEN_COOKIE, document.cookie);
  return v ? v : null;
}

export function clearToken(): void {
  if (typeof document === "undefined") return;
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  notifyTokenChange();
}

export function notifyTokenChange(): void {
  for (const l of listeners) l();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
