import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ForgetPasswordTemplate } from "@/modules/auth/templates/forget-password-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "forgetPassword" });
  return { title: t("title") };
}

/** /forget-password: reset the password with a phone code. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ForgetPasswordTemplate />;
}
