import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { FreeShopTemplate } from "@/modules/shop-apply/templates/free-shop-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "shopApply" });
  return { title: t("title"), robots: { index: false } };
}

/** /free-shop: the free shop opening screen; a static shell, the application is loaded live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <FreeShopTemplate />;
}
