import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { FlashSaleTemplate } from "@/modules/seckill/templates/flash-sale-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "seckill" });
  return { title: t("title") };
}

/** /flash-sale (header tab type 4): a static shell; sessions, stock and countdowns are live, loaded in the browser. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <FlashSaleTemplate />;
}
