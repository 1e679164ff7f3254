import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** Most pages: /shopList, /cart, /user-center, ordering, notices… (every message; not slimmed yet). */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <DefaultLayout>{children}</DefaultLayout>
    </ClientMessages>
  );
}
