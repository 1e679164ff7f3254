import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ConsoleTheme } from "@/console/shell/console-theme";
import { ClientMessages } from "@/i18n/client-messages";
import { PLATFORM_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "platform" });
  // Behind sign-in: never indexed (its HTML is an empty frame, the data comes to the signed-in browser).
  return { title: { absolute: t("title") }, robots: { index: false, follow: false } };
}

/** /admin/*: the platform console, client-rendered in the shared console shell, without the storefront's chrome. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return (
    <ClientMessages add={PLATFORM_NAMESPACES}>
      <ConsoleTheme>{children}</ConsoleTheme>
    </ClientMessages>
  );
}
