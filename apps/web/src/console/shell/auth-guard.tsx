"use client";

import { Spin } from "antd";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { usePathname } from "@/i18n/navigation";
import type { StaffSession } from "../session/staff-session";
import { useStaffSession } from "../session/use-staff-session";

/** The sign-in address that brings the user back to `path` (path and query) afterwards. */
export function signInHref(signInPath: string, path: string): string {
  return `${signInPath}?next=${encodeURIComponent(path)}`;
}

/**
 * Renders its children only for a signed-in staff member of the console. Without a session —
 * never signed in, signed out in another tab, or expired (the API answered A00004 and the
 * client dropped it) — it replaces the address with the sign-in page, which returns here.
 */
export function AuthGuard({
  console,
  signInPath,
  children,
}: {
  console: string;
  signInPath: string;
  children(session: StaffSession): ReactNode;
}) {
  const t = useTranslations("console");
  const session = useStaffSession(console);
  const pathname = usePathname();
  useEffect(() => {
    // A full load, not the client router: a soft navigation started while the page is still
    // settling after hydration was seen to fetch the sign-in page and never show it.
    if (session === null) window.location.replace(signInHref(signInPath, `${pathname}${window.location.search}`));
  }, [session, pathname, signInPath]);
  if (!session)
    return (
      <div className="flex h-screen items-center justify-center" role="status">
        <Spin />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  return children(session);
}
