import type { MouseEvent } from "react";

/** Tailwind's `max-md:` range: the phone layout. */
const PHONE = "(width < 48rem)";

/**
 * Product links open a new tab on the desktop (the mall's habit: the list stays open); on a phone
 * a new tab is a trap with no visible way back, so the click drops the link's target there and
 * the page opens in place (as a client navigation when the link is next's). Use as `onClick`.
 */
export function sameTabOnPhone(e: MouseEvent<HTMLAnchorElement>): void {
  if (typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches)
    e.currentTarget.removeAttribute("target");
}
