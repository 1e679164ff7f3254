import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ServicePage } from "@/modules/seller/service/service-page";

/** /seller/service. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ServicePage />;
}
