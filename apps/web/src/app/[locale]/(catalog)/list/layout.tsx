import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { LIST_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";

/** The messages of /list's islands, on top of the shell's (also for its not-found view). */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <ClientMessages add={LIST_NAMESPACES}>{children}</ClientMessages>;
}
