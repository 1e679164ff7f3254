import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** /chat: the default layout without header and footer (spec part 2). */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <DefaultLayout header={false} footer={false}>
        {children}
      </DefaultLayout>
    </ClientMessages>
  );
}
