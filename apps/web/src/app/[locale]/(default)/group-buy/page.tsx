import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { GroupBuyTemplate } from "@/modules/groupbuy/templates/group-buy-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "groupBuy" });
  return { title: t("title") };
}

/** /group-buy (header tab type 3): a static shell; activities, open groups and countdowns are live, loaded in the browser. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <GroupBuyTemplate />;
}
