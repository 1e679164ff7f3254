import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { UserCenterTemplate } from "@/modules/user-center/templates/user-center-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "userCenter" });
  return { title: t("title") };
}

/** /user-center?currentPage=…: always live, rendered in the browser from the query (the HTML is the same for everyone). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <UserCenterTemplate />;
}
