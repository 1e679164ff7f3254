import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { HomeLayout } from "@/modules/layout/templates/home-layout";

/** "/" — home layout with the category list pinned open beside the hero. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <HomeLayout categoryHeader="pinned">{children}</HomeLayout>;
}
