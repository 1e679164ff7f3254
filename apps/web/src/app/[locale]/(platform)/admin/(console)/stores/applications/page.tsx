import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { StoreApplicationsPage } from "@/modules/platform/stores/applications-page";

/** /admin/stores/applications: store applications by status; detail with documents, approve or refuse. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <StoreApplicationsPage />;
}
