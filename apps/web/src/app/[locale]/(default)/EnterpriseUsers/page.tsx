import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { EnterpriseUsersTemplate } from "@/modules/enterprise/templates/enterprise-users-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "enterprise" });
  return { title: t("title"), description: t("intro") };
}

/** /EnterpriseUsers: enterprise purchasing; a static shell, the buyer's application is loaded live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <EnterpriseUsersTemplate />;
}
