import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { LoginTemplate } from "@/modules/auth/templates/login-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("dialogTitle") };
}

/** /login: the login popup's form as a page (policy layout: logo bar, no shopping header). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <LoginTemplate />;
}
