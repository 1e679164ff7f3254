import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { OrderDetailTemplate } from "@/modules/order/templates/order-detail-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "order" });
  return { title: t("detailTitle"), robots: { index: false } };
}

/** /order-detail?orderNumber=: always live; another buyer's order is "not found". */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <OrderDetailTemplate />;
}
