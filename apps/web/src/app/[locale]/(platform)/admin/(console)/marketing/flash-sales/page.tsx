import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformFlashSalesPage } from "@/modules/platform/marketing/flash-sales-page";

/** /admin/marketing/flash-sales: flash-sale sessions and the shops' products in them. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformFlashSalesPage />;
}
