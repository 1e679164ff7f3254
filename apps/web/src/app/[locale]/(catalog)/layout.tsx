import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/**
 * /list and /detail: the default layout, with only the messages their islands use (each page adds
 * its namespaces to the shell's; ADR 0030-page-weight).
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <DefaultLayout>{children}</DefaultLayout>;
}
