import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ReportsPage } from "@/modules/seller/reports/reports-page";

/** /seller/reports: the flow report and sales by day for any day or range, with CSV export. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ReportsPage />;
}
