import { CHUNK_RELOAD_STORAGE_KEY } from "@/lib/errors/chunk-reload";
import { callApi } from "@/lib/api/browser-client";
import { logoutEndpoint, ssoUrlEndpoint } from "@/lib/api/endpoints/user";
import { UUID_SESSION_STORAGE_KEY, UUID_STORAGE_KEY } from "@/lib/session/identity";
import { clearToken } from "@/lib/session/token";
import { WEB_CONFIG_STORAGE_KEY } from "@souk/contract";

/** What survives a logout: the device's identity and caches that are not about the buyer. */
const KEPT_KEYS = [UUID_STORAGE_KEY, UUID_SESSION_STORAGE_KEY, WEB_CONFIG_STORAGE_KEY, CHUNK_RELOAD_STORAGE_KEY];

/**
 * Spec part 4: post the logout, forget the token and the buyer's local data, then go to the
 * single-sign-on logout URL if there is one, else reload.
 */
export async function logout(): Promise<void> {
  const quiet = { silent: true, suppressLogin: true } as const;
  await callApi(logoutEndpoint(), quiet).catch(() => {});
  clearToken();
  try {
    const kept = KEPT_KEYS.map((k) => [k, window.localStorage.getItem(k)] as const);
    window.localStorage.clear();
    for (const [k, v] of kept) if (v !== null) window.localStorage.setItem(k, v);
  } catch {
    /* storage disabled */
  }
  const url = await callApi(ssoUrlEndpoint(2, window.location.origin), quiet).catch(() => null);
  if (typeof url === "string" && /^https?:\/\//.test(url)) window.location.assign(url);
  else window.location.reload();
}
