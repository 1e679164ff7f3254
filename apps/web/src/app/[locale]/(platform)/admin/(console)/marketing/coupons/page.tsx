import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformCouponsPage } from "@/modules/platform/marketing/coupons-page";

/** /admin/marketing/coupons: platform coupons (the coupon center's). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformCouponsPage />;
}
