import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DecorateLayout } from "@/modules/layout/templates/plain-layouts";

/** Decorated pages (/select-decorate): the decoration brings its own header. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <DecorateLayout>{children}</DecorateLayout>;
}
