import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ChatTemplate } from "@/modules/chat/templates/chat-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "chat" });
  return { title: t("title"), robots: { index: false } };
}

/** /chat?shopId=&prodId=|orderNumber=: a static shell; the conversation is live in the browser. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ChatTemplate />;
}
