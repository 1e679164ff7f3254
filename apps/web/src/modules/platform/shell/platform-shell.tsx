"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConsoleSessionProvider, useConsole } from "@/console/shell/console-context";
import { AuthGuard } from "@/console/shell/auth-guard";
import { ConsoleLayout } from "@/console/shell/console-layout";
import { clearSession } from "@/console/session/staff-session";
import { platformLogout } from "../api/endpoints";
import { PLATFORM_CONSOLE, PLATFORM_SIGN_IN } from "./platform-console";
import { usePlatformNav } from "./platform-nav";

/** Every signed-in platform-console page: the auth guard, the session's API client and the console frame. */
export function PlatformShell({ children }: { children: ReactNode }) {
  return (
    <AuthGuard console={PLATFORM_CONSOLE} signInPath={PLATFORM_SIGN_IN}>
      {(session) => (
        <ConsoleSessionProvider console={PLATFORM_CONSOLE} session={session}>
          <PlatformFrame>{children}</PlatformFrame>
        </ConsoleSessionProvider>
      )}
    </AuthGuard>
  );
}

function PlatformFrame({ children }: { children: ReactNode }) {
  const t = useTranslations("platform");
  const { client } = useConsole();
  const nav = usePlatformNav();
  const signOut = () => {
    // The token is revoked on the server; the session goes whatever the answer.
    client.call(platformLogout()).catch(() => {});
    clearSession(PLATFORM_CONSOLE);
  };
  return (
    <ConsoleLayout
      title={t("title")}
      brand={<span className="text-base font-medium">{t("brand")}</span>}
      nav={nav}
      onSignOut={signOut}
    >
      {children}
    </ConsoleLayout>
  );
}
