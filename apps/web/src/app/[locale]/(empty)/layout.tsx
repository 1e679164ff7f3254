import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { EmptyLayout } from "@/modules/layout/templates/plain-layouts";

/** Bare pages (/LoginToJump, /FilePreview, /weixin-pay…): no chrome. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <EmptyLayout>{children}</EmptyLayout>;
}
