import type { Envelope } from "@souk/contract";
import { toast } from "sonner";
import { clearToken, getToken } from "../session/token";
import { requestLogin } from "../session/login-request";
import { ERROR_TOAST_MS, isStaleAuthFailure, type ErrorAction } from "./error-policy";

/** Localised generic texts, provided by the client bridge from the message files. */
export interface GenericErrorTexts {
  error: string;
  serverTrouble: string;
}
let texts: GenericErrorTexts = { error: "Error", serverTrouble: "Error" };
export function setGenericErrorTexts(t: GenericErrorTexts): void {
  texts = t;
}

/**
 * Carries out a decision of the error catalogue in the browser. `tokenAtSend` is the token the
 * failed request carried: an A00004 about a token that has since been replaced (a login or an
 * SSO exchange rotated it while the request was on its way) is stale and changes nothing.
 */
export function applyErrorAction(action: ErrorAction, env: Envelope<unknown>, tokenAtSend: string | null = null): void {
  switch (action.kind) {
    case "login":
      if (isStaleAuthFailure(tokenAtSend, getToken())) return;
      clearToken();
      requestLogin();
      return;
    case "clearToken":
      if (isStaleAuthFailure(tokenAtSend, getToken())) return;
      clearToken();
      return;
    case "log":
      console.warn(`[api] ${env.code} ${env.msg ?? ""}`);
      return;
    case "toast": {
      const messages = action.messages.length > 0 ? action.messages : [texts[action.fallback]];
      for (const m of messages) toast.error(m, { duration: ERROR_TOAST_MS });
      return;
    }
  }
}
