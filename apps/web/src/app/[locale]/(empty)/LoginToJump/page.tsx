import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { LoginToJumpTemplate } from "@/modules/auth/templates/login-to-jump-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "loginToJump" });
  return { title: t("title") };
}

/** /LoginToJump?token=&url=: single-sign-on landing (empty layout). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <LoginToJumpTemplate />;
}
