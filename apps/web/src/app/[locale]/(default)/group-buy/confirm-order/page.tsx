import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { GroupConfirmFromQuery } from "@/modules/groupbuy/templates/group-confirm-from-query";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "groupBuy" });
  return { title: t("confirmTitle") };
}

/** /group-buy/confirm-order?groupSkuId=&count=&groupTeamId=: members only, always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <Suspense fallback={null}>
      <GroupConfirmFromQuery />
    </Suspense>
  );
}
