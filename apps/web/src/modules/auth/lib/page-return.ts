import { isAuthPage, returnPath } from "./redirect";

/** Where an account page (/login, /register, /forget-password) returns to: `?redirect=` or the referrer, same-origin only. */
export function pageReturnPath(): string {
  return returnPath({
    redirect: new URLSearchParams(window.location.search).get("redirect"),
    referrer: document.referrer,
    origin: window.location.origin,
  });
}

/** Where the login popup returns to: this page, unless it is itself an account page. */
export function popupReturnPath(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return isAuthPage(here) ? pageReturnPath() : here;
}
