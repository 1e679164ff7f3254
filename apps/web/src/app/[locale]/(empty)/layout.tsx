import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { EmptyLayout } from "@/modules/layout/templates/plain-layouts";

/** Bare pages (/LoginToJump, /FilePreview, /weixin-pay…): no chrome. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages>
      <EmptyLayout>{children}</EmptyLayout>
    </ClientMessages>
  );
}
