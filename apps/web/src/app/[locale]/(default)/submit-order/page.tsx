import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SubmitOrderTemplate } from "@/modules/checkout/templates/submit-order-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "checkout" });
  return { title: t("title"), robots: { index: false } };
}

/** /submit-order: from the cart selection or buy-now (kept in the tab's sessionStorage); always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SubmitOrderTemplate />;
}
