import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { CouponsPage } from "@/modules/seller/marketing/coupons-page";

/** /seller/marketing/coupons. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <CouponsPage />;
}
