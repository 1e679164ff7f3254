import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { RefundsPage } from "@/modules/seller/refunds/refunds-page";

/** /seller/refunds. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <RefundsPage />;
}
