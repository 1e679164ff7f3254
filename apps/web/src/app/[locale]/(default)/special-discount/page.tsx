import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SpecialDiscountTemplate } from "@/modules/discount/templates/special-discount-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "discount" });
  return { title: t("title") };
}

/** /special-discount (header tab type 2): a static shell; activities and countdowns are live, loaded in the browser. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SpecialDiscountTemplate />;
}
