import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ReturnDetailTemplate } from "@/modules/refund/templates/return-detail-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "refund" });
  return { title: t("detailTitle"), robots: { index: false } };
}

/** /return-detail?refundSn=: always live, the buyer's own applications only. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ReturnDetailTemplate />;
}
