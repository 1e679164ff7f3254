import type { Envelope } from "@souk/contract";
import { toast } from "sonner";
import { clearToken } from "../session/token";
import { requestLogin } from "../session/login-request";
import { ERROR_TOAST_MS, type ErrorAction } from "./error-policy";

/** Localised generic texts, provided by the client bridge from the message files. */
export interface GenericErrorTexts {
  error: string;
  serverTrouble: string;
}
let texts: GenericErrorTexts = { error: "Error", serverTrouble: "Error" };
export function setGenericErrorTexts(t: GenericErrorTexts): void {
  texts = t;
}

/** Carries out a decision of the error catalogue in the browser. */
export function applyErrorAction(action: ErrorAction, env: Envelope<unknown>): void {
  switch (action.kind) {
    case "login":
      clearToken();
      requestLogin();
      return;
    case "clearToken":
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
