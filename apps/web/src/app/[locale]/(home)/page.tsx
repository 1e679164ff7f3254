import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { DecoratedHome } from "@/modules/home/templates/decorated-home";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ description: t("description"), path: "/" });
}

/** Home: the platform's home decoration (static per locale, revalidated by the catalog tags and every minute). */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <DecoratedHome locale={locale} />;
}
