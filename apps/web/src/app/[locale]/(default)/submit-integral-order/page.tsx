import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SubmitIntegralOrderTemplate } from "@/modules/points";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "points" });
  return { title: t("confirmTitle"), robots: { index: false } };
}

/** /submit-integral-order?prodId=&skuId=&count=: an exchange of the points mall; always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SubmitIntegralOrderTemplate />;
}
