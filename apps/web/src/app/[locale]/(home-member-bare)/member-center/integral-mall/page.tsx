import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { IntegralMallTemplate } from "@/modules/points";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "points" });
  return { title: t("mallTitle") };
}

/** /member-center/integral-mall: the points mall (home layout without the category header, spec part 2). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <IntegralMallTemplate />;
}
