import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { RegisterTemplate } from "@/modules/auth/templates/register-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "register" });
  return { title: t("title") };
}

/** /register (spec part 5). Client island: nothing about the buyer is prerendered. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <RegisterTemplate />;
}
