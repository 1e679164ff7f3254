/**
 * "Please log in" is an app-wide request: the API client raises it on A00004 and guarded
 * links raise it for logged-out buyers; the login popup (modules/auth) is its one listener.
 */
const EVENT = "souk:login-required";

export function requestLogin(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(EVENT));
}

export function onLoginRequested(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
