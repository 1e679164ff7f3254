import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { MemberCenterPage } from "@/modules/member";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "member" });
  return { title: t("title"), robots: { index: false } };
}

/** /member-center/member-center: the buyer's level, growth progress, benefits and paid membership end (rendered in the browser, always live). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <MemberCenterPage />;
}
