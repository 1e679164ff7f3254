import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { FlashSalesPage } from "@/modules/seller/marketing/flash-sales-page";

/** /seller/marketing/flash-sales. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <FlashSalesPage />;
}
