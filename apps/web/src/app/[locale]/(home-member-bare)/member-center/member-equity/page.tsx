import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { MemberEquityPage } from "@/modules/member";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "member" });
  return { title: t("equityTitle"), robots: { index: false } };
}

/** /member-center/member-equity: every level and its benefits (rendered in the browser, always live). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <MemberEquityPage />;
}
