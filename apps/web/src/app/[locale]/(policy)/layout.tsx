import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PolicyLayout } from "@/modules/layout/templates/plain-layouts";

/** /termsPage: service terms and privacy policy. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <PolicyLayout>{children}</PolicyLayout>
    </ClientMessages>
  );
}
