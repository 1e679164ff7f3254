"use client";

import { useSyncExternalStore } from "react";
import { getToken, subscribeToken } from "@/lib/session/token";

/**
 * Whether the buyer is logged in (a token cookie exists). The server snapshot is always
 * "logged out" so cached HTML is the same for everyone; the browser corrects it on hydration.
 */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}
