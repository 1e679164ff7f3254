import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DiscountDetailTemplate } from "@/modules/discount/templates/discount-detail-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "discount" });
  return { title: t("title") };
}

/** /discount-detail?discountId=: always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <DiscountDetailTemplate />;
}
