import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { DecoratedHome } from "@/modules/home/templates/decorated-home";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "meta" });
  // The same page as "/": the canonical URL tells search engines so.
  return pageMetadata({ description: t("description"), path: "/" });
}

/** /newIndex (spec: "not shown beyond the route"): the home decoration under its second address. */
export default async function NewIndexPage({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <DecoratedHome locale={locale} />;
}
