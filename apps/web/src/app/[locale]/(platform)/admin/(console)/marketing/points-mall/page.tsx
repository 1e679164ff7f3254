import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformPointsMallPage } from "@/modules/platform/marketing/points-mall-page";

/** /admin/marketing/points-mall: points goods. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformPointsMallPage />;
}
