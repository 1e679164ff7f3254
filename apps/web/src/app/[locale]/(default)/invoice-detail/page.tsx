import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { InvoiceDetailTemplate } from "@/modules/invoice/templates/invoice-detail-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "invoice" });
  return { title: t("detailTitle"), robots: { index: false } };
}

/** /invoice-detail?orderNumber=: always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <InvoiceDetailTemplate />;
}
