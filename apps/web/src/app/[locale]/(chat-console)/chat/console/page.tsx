import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ConsoleTemplate } from "@/modules/chat/templates/console-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "chat" });
  return { title: t("consoleTitle"), robots: { index: false } };
}

/** /chat/console: the customer-service console of shop staff. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ConsoleTemplate />;
}
