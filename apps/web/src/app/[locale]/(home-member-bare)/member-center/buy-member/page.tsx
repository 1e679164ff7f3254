import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { BuyMemberPage } from "@/modules/member";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "member" });
  return { title: t("buyTitle"), robots: { index: false } };
}

/** /member-center/buy-member: the membership periods with their prices, paid by the balance or the WeChat QR code (rendered in the browser, always live). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <BuyMemberPage />;
}
