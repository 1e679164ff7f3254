import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { StoresPage } from "@/modules/platform/stores/stores-page";

/** /admin/stores: every shop with its status; offline, online, suspend and reinstate with a reason. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <StoresPage />;
}
