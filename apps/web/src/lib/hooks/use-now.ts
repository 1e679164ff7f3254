"use client";

import { useSyncExternalStore } from "react";

/*
 * One shared one-second clock for the countdowns (time left to pay, QR code lifetime). A store
 * rather than Date.now() during render: renders stay pure and every countdown ticks together.
 */
let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The browser's now in ms, updated every second (0 on the server). */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => current || Date.now(),
    () => 0,
  );
}
