"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseSession, readSessionText, subscribeSessions, type StaffSession } from "./staff-session";

/** The stored session's text while it is valid now, else "" (a string, so the snapshot is stable). */
function validText(console: string): string {
  const text = readSessionText(console);
  return parseSession(text, Date.now()) ? (text ?? "") : "";
}

/**
 * The console's session: undefined while prerendering and hydrating (nothing is known yet),
 * null when signed out or expired, the session otherwise.
 */
export function useStaffSession(console: string): StaffSession | null | undefined {
  const text = useSyncExternalStore(
    subscribeSessions,
    () => validText(console),
    () => undefined,
  );
  // Validity was checked when the snapshot was taken; 0 only re-reads its fields.
  return useMemo(() => (text === undefined ? undefined : parseSession(text || null, 0)), [text]);
}
