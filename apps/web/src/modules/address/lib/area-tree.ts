"use client";

import type { Area } from "@souk/contract";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { areaTreeEndpoint } from "@/lib/api/endpoints/area";
import { enabledAreas } from "./area-chain";

let pending: Promise<Area[]> | null = null;

/**
 * The administrative divisions (provinces with their cities and districts), fetched once per
 * page load and shared by the top-bar area picker and the address form. A failure is not
 * cached, so the next caller tries again.
 */
export function loadAreaTree(): Promise<Area[]> {
  pending ??= callApi(areaTreeEndpoint(), { silent: true, suppressLogin: true }).then(enabledAreas, (e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}

export type AreaTreeState = { status: "loading" } | { status: "ready"; tree: Area[] } | { status: "failed" };

export function useAreaTree(): AreaTreeState {
  const [state, setState] = useState<AreaTreeState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    loadAreaTree().then(
      (tree) => live && setState({ status: "ready", tree }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
