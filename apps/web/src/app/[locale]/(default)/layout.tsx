import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** Most pages: /list, /shopList, /detail, /cart, /user-center, ordering, notices… */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <DefaultLayout>{children}</DefaultLayout>;
}
