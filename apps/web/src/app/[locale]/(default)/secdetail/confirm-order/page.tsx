import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SeckillConfirmFromQuery } from "@/modules/seckill/templates/seckill-confirm-from-query";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "seckill" });
  return { title: t("confirmTitle") };
}

/** /secdetail/confirm-order?seckillSkuId=&count=: members only, always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <Suspense fallback={null}>
      <SeckillConfirmFromQuery />
    </Suspense>
  );
}
