import { ErrorCodes, type Envelope } from "@souk/contract";

/** Spec part 9: error toasts last 1.5 s. */
export const ERROR_TOAST_MS = 1500;

export type ErrorAction =
  /** Error toast, one per message; no messages means "show the generic text named by `fallback`". */
  | { kind: "toast"; messages: string[]; fallback: "error" | "serverTrouble" }
  /** A00004: drop the token and ask the buyer to log in. */
  | { kind: "login" }
  /** A00004 on a request that suppresses the popup: only drop the token. */
  | { kind: "clearToken" }
  /** A10000, or a caller that handles the failure itself. */
  | { kind: "log" };

export interface PolicyOptions {
  /** The request expects A00004 (e.g. a background cart count) and must not open the login popup. */
  suppressLogin?: boolean;
  /** The caller shows its own feedback; the client only logs. */
  silent?: boolean;
}

function nonBlank(s: string | null | undefined): s is string {
  return typeof s === "string" && s.trim() !== "";
}

/**
 * A00002 carries field messages in `data`: mall4cloud sends `"field:message"` strings; objects
 * with a `message` (or `msg`) field are accepted too. Only the human message is shown.
 */
export function fieldMessages(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const out: string[] = [];
  for (const item of data) {
    if (typeof item === "string") {
      const m = /^[A-Za-z_$][\w$.[\]]*:(.+)$/s.exec(item);
      const text = (m?.[1] ?? item).trim();
      if (text) out.push(text);
    } else if (typeof item === "object" && item !== null) {
      const rec = item as Record<string, unknown>;
      const text = rec.message ?? rec.msg ?? rec.defaultMessage;
      if (typeof text === "string" && nonBlank(text)) out.push(text.trim());
    }
  }
  return out;
}

/** The error catalogue of spec part 8, as data: what the client does with a failed envelope. */
export function decideErrorAction(
  env: Pick<Envelope<unknown>, "code" | "msg" | "data">,
  opts: PolicyOptions = {},
): ErrorAction {
  switch (env.code) {
    case ErrorCodes.UNAUTHORIZED:
      return opts.suppressLogin ? { kind: "clearToken" } : { kind: "login" };
    case ErrorCodes.SSO_LOGGED_OUT:
      return { kind: "log" };
  }
  if (opts.silent) return { kind: "log" };
  switch (env.code) {
    case ErrorCodes.SERVER_ERROR:
      return { kind: "toast", messages: nonBlank(env.msg) ? [env.msg] : [], fallback: "serverTrouble" };
    case ErrorCodes.VALIDATION: {
      const fields = fieldMessages(env.data);
      if (fields.length > 0) return { kind: "toast", messages: fields, fallback: "error" };
      break;
    }
  }
  return { kind: "toast", messages: nonBlank(env.msg) ? [env.msg] : [], fallback: "error" };
}

/**
 * A00004 answered a request whose token is no longer the current one (the buyer logged in, or
 * the token was rotated, while it was on its way): it says nothing about the current session.
 */
export function isStaleAuthFailure(tokenAtSend: string | null, tokenNow: string | null): boolean {
  return tokenNow !== null && tokenNow !== tokenAtSend;
}
