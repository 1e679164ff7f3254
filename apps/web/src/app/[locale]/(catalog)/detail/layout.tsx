import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { DETAIL_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";

/** The messages of /detail's islands, on top of the shell's (also for its not-found view). */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <ClientMessages add={DETAIL_NAMESPACES}>{children}</ClientMessages>;
}
