import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { CouponCenterTemplate } from "@/modules/coupon/templates/coupon-center-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "coupon" });
  return { title: t("title") };
}

/** /coupons (header tab type 5): a static shell; coupons and collected states are live, loaded in the browser. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <CouponCenterTemplate />;
}
