import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PaymentTemplate } from "@/modules/payment/templates/payment-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "payment" });
  return { title: t("cashier"), robots: { index: false } };
}

/** /payment?payNo=: the cashier and, once paid or closed, the result; always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PaymentTemplate />;
}
