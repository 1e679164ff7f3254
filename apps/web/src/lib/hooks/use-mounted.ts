"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while prerendering and hydrating, true afterwards: for islands that read cookies or storage. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
