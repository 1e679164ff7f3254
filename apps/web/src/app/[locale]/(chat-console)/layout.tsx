import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ConsoleChatLayout } from "@/modules/layout/templates/console-chat-layout";

/**
 * /chat/console: staff work here, not buyers, so none of the storefront's chrome (no top bar with
 * "please log in / register", no shopping header, no footer): the console's own layout.
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <ConsoleChatLayout>{children}</ConsoleChatLayout>
    </ClientMessages>
  );
}
