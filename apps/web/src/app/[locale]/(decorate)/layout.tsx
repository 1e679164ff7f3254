import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { RenderedCategories } from "@/lib/shell/rendered-categories";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DecorateLayout } from "@/modules/layout/templates/plain-layouts";

/** Decorated pages (/select-decorate): the decoration brings its own header. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await enableStaticLocale(params);
  return (
    <ClientMessages>
      <RenderedCategories locale={locale}>
        <DecorateLayout>{children}</DecorateLayout>
      </RenderedCategories>
    </ClientMessages>
  );
}
