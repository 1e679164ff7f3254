import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformOverviewPage } from "@/modules/platform/overview/overview-page";

/** /admin: the operator's to-do counts. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformOverviewPage />;
}
