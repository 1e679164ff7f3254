"use client";

import { useEffect } from "react";
import { callApi } from "@/lib/api/browser-client";
import { recordFootprintEndpoint } from "@/lib/api/endpoints/footprint";
import { getToken } from "@/lib/session/token";
import { useLoggedIn } from "@/lib/session/use-session";

/**
 * Records a visit of a product detail page in the buyer's footprints (one record per product
 * per day; the API refreshes the time). Visitors have no footprints: nothing is sent. Never
 * shows an error or the login popup — browsing must not be interrupted by bookkeeping.
 */
export function recordFootprint(prodId: number): void {
  if (!getToken() || !Number.isSafeInteger(prodId) || prodId <= 0) return;
  callApi(recordFootprintEndpoint(prodId), { silent: true, suppressLogin: true }).catch(() => {});
}

/** The same as a hook for a detail page: records once per product shown while logged in. */
export function useRecordFootprint(prodId: number | null | undefined): void {
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (loggedIn && typeof prodId === "number") recordFootprint(prodId);
  }, [loggedIn, prodId]);
}
