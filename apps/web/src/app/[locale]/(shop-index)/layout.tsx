import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** /shopIndex: the default layout without the mall header; the shop shows its own sign. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <DefaultLayout header={false}>{children}</DefaultLayout>;
}
