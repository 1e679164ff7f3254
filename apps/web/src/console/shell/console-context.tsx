"use client";

import type { Locale } from "@souk/contract";
import { useLocale } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { consoleClient, type ConsoleClient } from "../api/console-client";
import { clearSession } from "../session/staff-session";
import type { StaffSession } from "../session/staff-session";

export interface ConsoleValue {
  /** The console's name, also its storage key ("seller", "admin"). */
  console: string;
  session: StaffSession;
  client: ConsoleClient;
}

const Ctx = createContext<ConsoleValue | null>(null);

/** Provides the signed-in session and its API client to the console's pages (inside the auth guard). */
export function ConsoleSessionProvider({
  console,
  session,
  children,
}: {
  console: string;
  session: StaffSession;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const value = useMemo<ConsoleValue>(
    () => ({
      console,
      session,
      client: consoleClient({ token: session.token, locale, onExpired: () => clearSession(console) }),
    }),
    [console, session, locale],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useConsole(): ConsoleValue {
  const v = useContext(Ctx);
  if (!v) throw new Error("useConsole outside a console page");
  return v;
}
