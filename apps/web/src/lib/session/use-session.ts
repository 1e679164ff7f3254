"use client";

import { useSyncExternalStore } from "react";
import { shownAsLoggedIn, subscribeToken } from "@/lib/session/token";

/**
 * Whether the buyer is logged in (a token cookie exists). The server snapshot is always
 * "logged out" so cached HTML is the same for everyone; the browser corrects it on hydration. A
 * sign-in turns the page signed in only after the single-sign-on hop (lib/session/token.ts).
 */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToken, shownAsLoggedIn, () => false);
}
