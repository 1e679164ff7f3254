import { AREA_STORAGE_KEY, SSO_MODELS, type LoginResult } from "@souk/contract";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { saveUserAreaEndpoint } from "@/lib/api/endpoints/area";
import { ssoUrlEndpoint } from "@/lib/api/endpoints/user";
import { ERROR_TOAST_MS } from "@/lib/api/error-policy";
import { setToken } from "@/lib/session/token";
import { areaChain } from "@/modules/address";
import {
  LOGIN_HISTORY_COOKIE,
  LOGIN_HISTORY_MAX_AGE_S,
  serializeLoginHistory,
  type LoginHistory,
} from "./login-history";

const QUIET = { silent: true, suppressLogin: true } as const;

export function writeLoginHistory(h: LoginHistory): void {
  document.cookie = `${LOGIN_HISTORY_COOKIE}=${serializeLoginHistory(h)}; Max-Age=${LOGIN_HISTORY_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

function storedAreaId(): string | null {
  try {
    return window.localStorage.getItem(AREA_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Saves the area chosen while logged out as one of the buyer's common regions. Answers false
 * (after the 'area operation error' toast) when the API refused it.
 */
async function saveNonLoginArea(errorText: string): Promise<boolean> {
  const chain = areaChain(storedAreaId());
  if (chain.length === 0) return true;
  try {
    await callApi(saveUserAreaEndpoint(chain), QUIET);
    return true;
  } catch {
    toast.error(errorText, { duration: ERROR_TOAST_MS });
    return false;
  }
}

function go(url: string): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (url === here) window.location.reload();
  else window.location.assign(url);
}

/**
 * Spec part 4, login success: store the token (silently: the page shows the signed-in state only
 * on the page the buyer lands on, after the single-sign-on hop has finished — a nickname shown
 * during the hop promised a session the buyer might leave before it was complete), record the login history, save the non-login
 * area choice, ask for the single-sign-on URL (model 1) and follow it — it passes through
 * /LoginToJump and lands on `returnTo` — or, without one, go to `returnTo` (a reload when it
 * is this page). `returnTo` must already be a same-origin path (lib/redirect.ts).
 */
export async function completeLogin(
  result: LoginResult,
  opts: { returnTo: string; history?: LoginHistory; areaErrorText: string },
): Promise<void> {
  // The cookie is written (a buyer leaving now is still signed in), but nothing on this page
  // turns signed in: the next page load does.
  setToken(result.token, { notify: false });
  if (opts.history) writeLoginHistory(opts.history);
  const areaSaved = await saveNonLoginArea(opts.areaErrorText);
  const sso = await callApi(ssoUrlEndpoint(SSO_MODELS.AFTER_LOGIN, opts.returnTo), QUIET).catch(() => null);
  // Let the buyer read the area error before the page changes.
  if (!areaSaved) await new Promise((r) => setTimeout(r, ERROR_TOAST_MS));
  if (typeof sso === "string" && /^https?:\/\//i.test(sso)) window.location.assign(sso);
  else go(opts.returnTo);
}
