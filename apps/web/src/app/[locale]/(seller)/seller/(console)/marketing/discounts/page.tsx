import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DiscountsPage } from "@/modules/seller/marketing/discounts-page";

/** /seller/marketing/discounts. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <DiscountsPage />;
}
