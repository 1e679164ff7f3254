import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { OverviewPage } from "@/modules/seller/overview/overview-page";

/** /seller: the shop's to-do counts. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <OverviewPage />;
}
