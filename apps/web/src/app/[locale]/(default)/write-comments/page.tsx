import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { WriteCommentsTemplate } from "@/modules/review/templates/write-comments-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "comment" });
  return { title: t("title"), robots: { index: false } };
}

/** /write-comments?orderNumber=[&orderItemId=]: always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <WriteCommentsTemplate />;
}
