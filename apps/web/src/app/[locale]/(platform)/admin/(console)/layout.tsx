import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformShell } from "@/modules/platform/shell/platform-shell";

/** The signed-in pages of the platform console. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <PlatformShell>{children}</PlatformShell>;
}
