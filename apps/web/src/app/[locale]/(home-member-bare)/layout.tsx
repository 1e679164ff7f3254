import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { HomeLayout } from "@/modules/layout/templates/home-layout";

/**
 * The four membership pages that hide the category header (spec part 2):
 * /member-center/{buy-member,integral-mall,member-center,member-equity}.
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <HomeLayout categoryHeader="hidden">{children}</HomeLayout>
    </ClientMessages>
  );
}
