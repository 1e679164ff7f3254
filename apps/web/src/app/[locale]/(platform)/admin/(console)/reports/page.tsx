import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformReportsPage } from "@/modules/platform/reports/reports-page";

/** /admin/reports: the mall's sales and flow. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformReportsPage />;
}
