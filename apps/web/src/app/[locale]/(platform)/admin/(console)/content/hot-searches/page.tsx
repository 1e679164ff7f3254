import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { HotSearchesPage } from "@/modules/platform/content/hot-searches-page";

/** /admin/content/hot-searches: the hot words under the storefront's search box. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <HotSearchesPage />;
}
