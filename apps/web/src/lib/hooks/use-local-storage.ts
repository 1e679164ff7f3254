"use client";

import { useCallback, useSyncExternalStore } from "react";

const EVENT = "souk:local-storage";

function subscribe(listener: () => void): () => void {
  window.addEventListener("storage", listener); // other tabs
  window.addEventListener(EVENT, listener); // this tab
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(EVENT, listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A local-storage entry as React state (null on the server and when absent); the setter writes through. */
export function useLocalStorageValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback(
    (v: string | null) => {
      try {
        if (v === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, v);
      } catch {
        /* storage disabled */
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [key],
  );
  return [value, set];
}
