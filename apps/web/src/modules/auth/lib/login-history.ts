/**
 * The login-history cookie (spec parts 4 and 9: kept 30 days). It remembers how this browser
 * last signed in — the account tab with an account name, or the code tab with a phone — so the
 * popup opens on that tab with the field filled in. It never holds a password or a code.
 */
export const LOGIN_HISTORY_COOKIE = "loginHistory";
export const LOGIN_HISTORY_MAX_AGE_S = 30 * 24 * 3600;

export interface LoginHistory {
  method: "account" | "sms";
  /** The account name (account tab) or phone (code tab) last used. */
  name: string;
}

export function serializeLoginHistory(h: LoginHistory): string {
  return encodeURIComponent(JSON.stringify({ method: h.method, name: h.name }));
}

/** Accepts the cookie value as readCookie answers it (already URI-decoded) or raw. */
export function parseLoginHistory(raw: string | null): LoginHistory | null {
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const v = JSON.parse(text) as Partial<LoginHistory>;
      if (
        (v.method === "account" || v.method === "sms") &&
        typeof v.name === "string" &&
        /^[A-Za-z0-9_]{1,30}$/.test(v.name)
      )
        return { method: v.method, name: v.name };
      return null;
    } catch {
      /* try the decoded form */
    }
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
