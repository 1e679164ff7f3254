import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** /shopIndex: the default layout without the mall header; the shop shows its own sign. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <DefaultLayout header={false}>{children}</DefaultLayout>
    </ClientMessages>
  );
}
