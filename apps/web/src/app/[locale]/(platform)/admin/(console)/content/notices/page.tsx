import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { NoticesPage } from "@/modules/platform/content/notices-page";

/** /admin/content/notices: the platform's notices (storefront notice list, detail and notice strip). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <NoticesPage />;
}
