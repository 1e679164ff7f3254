import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { HomeLayout } from "@/modules/layout/templates/home-layout";

/** Member-center pages that keep the category header: /member-center/integral-det/{prodId?}. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <HomeLayout categoryHeader="dropdown">{children}</HomeLayout>
    </ClientMessages>
  );
}
